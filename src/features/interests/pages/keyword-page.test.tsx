import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { session } from '@/lib/session';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';
import { fakeInterestsServer } from '../test/fake-interests';

const SLOW = { timeout: 8000 };
const LONG_TERM_URL = `${env.apiUrl}/api/interests/long-term/`;

async function openPage(path = '/app/keyword', options: { viewing?: number } = {}) {
  const rendered = renderRoute(path, { user: 'demo@example.org', ...options });
  await screen.findByRole('heading', { name: 'Manage Interests' }, SLOW);
  await screen.findByRole('form', { name: 'Interests' }, SLOW);
  return rendered;
}

const row = (name: string) => screen.getByRole('group', { name });
const cloud = () => screen.getByRole('list', { name: 'Top interests by weight' });

describe('Manage Interests', () => {
  it('lists the own interests as editable rows beside a cloud of the top 15', async () => {
    const many = Array.from({ length: 17 }, (_, i) => ({ id: i + 1, keyword: `topic ${String.fromCharCode(97 + i)}`, weight: 1 + i * 0.2 }));
    fakeInterestsServer(many);
    await openPage();
    expect(screen.getAllByRole('group')).toHaveLength(17);
    expect(within(row('topic q')).getByLabelText('Keyword name')).toHaveValue('topic q');
    expect(within(row('topic q')).getByLabelText('Weight')).toHaveValue(4.2);
    const words = within(cloud()).getAllByRole('listitem');
    expect(words).toHaveLength(15);
    expect(within(cloud()).getByText('topic q')).toHaveAttribute('title', 'topic q: weight 4.2');
    // the two lightest are left out of the cloud
    expect(within(cloud()).queryByText('topic a')).not.toBeInTheDocument();
    expect(within(cloud()).queryByText('topic b')).not.toBeInTheDocument();
    // heavier interests are drawn larger: from topic q (heaviest) down to topic c (lightest shown) the size falls
    const heaviestFirst = Array.from({ length: 15 }, (_, i) => `topic ${String.fromCharCode(97 + 16 - i)}`);
    const sizes = heaviestFirst.map((name) => parseFloat(getComputedStyle(within(cloud()).getByText(name)).fontSize));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes[0]).toBeGreaterThan(sizes[14] ?? Infinity);
  });

  it.each(['/app/keyword', '/app/Keyword'])('answers on %s and links back to the own word cloud', async (path) => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    await openPage(path);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/app/cloud-chart/${session.getOwnId()}`);
  });

  it('checks names and weights before saving and sends nothing while they are wrong', async () => {
    const fake = fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const fresh = row('new keyword 2');
    expect(within(fresh).getByText('Keyword name is required')).toBeInTheDocument();
    expect(within(fresh).getByText('Weight is required')).toBeInTheDocument();
    expect(within(fresh).getByLabelText('Keyword name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(fresh).getByLabelText('Keyword name')).toHaveFocus();

    await user.type(within(fresh).getByLabelText('Keyword name'), 'ethics');
    const weight = within(row('ethics')).getByLabelText('Weight');
    await user.type(weight, '7');
    expect(within(row('ethics')).getByText('Weight must be between 1 and 5')).toBeInTheDocument();
    expect(weight).toHaveAccessibleDescription('Weight must be between 1 and 5');
    await user.clear(weight);
    await user.type(weight, '2.55');
    expect(within(row('ethics')).getByText('Weight must be in steps of 0.1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fake.posted).toHaveLength(0);
    expect(screen.queryByText('Your Changes Has Been Successfully Updated!')).not.toBeInTheDocument();
  });

  it('saves all rows, says so and redraws the cloud', async () => {
    const fake = fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'learning analytics', weight: 4 },
    ]);
    const { user } = await openPage();
    const weight = within(row('mooc')).getByLabelText('Weight');
    await user.clear(weight);
    await user.type(weight, '4.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(within(row('new keyword 3')).getByLabelText('Keyword name'), 'Open Science');
    await user.type(within(row('Open Science')).getByLabelText('Weight'), '3.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your Changes Has Been Successfully Updated!')).toBeInTheDocument();
    expect(fake.posted).toEqual([
      {
        keywords: [
          { name: 'learning analytics', weight: 4, id: 2 },
          { name: 'mooc', weight: 4.5, id: 1 },
          { name: 'Open Science', weight: 3.1 },
        ],
      },
    ]);
    // the rows come back from the server: the new keyword is now a saved one, in weight order
    await waitFor(() => expect(within(cloud()).getByText('open science')).toBeInTheDocument());
    expect(within(cloud()).getByText('mooc')).toHaveAttribute('title', 'mooc: weight 4.5');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['mooc', 'learning analytics', 'open science']);
  });

  it('shows the server 400 of a row next to that row', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    server.use(http.post(LONG_TERM_URL, () => HttpResponse.json({ keywords: [{ weight: ['Ensure this value is less than or equal to 5.'] }] }, { status: 400 })));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(row('mooc')).findByText('Ensure this value is less than or equal to 5.')).toBeInTheDocument();
    expect(await screen.findByText('Keywords: Ensure this value is less than or equal to 5.')).toBeInTheDocument();
  });

  it('keeps a saved keyword when the confirmation is cancelled', async () => {
    const fake = fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove mooc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Once deleted, you will not be able to see this Keyword!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Your Keyword is safe!')).toBeInTheDocument();
    expect(row('mooc')).toBeInTheDocument();
    expect(fake.deleted).toEqual([]);
  });

  it('deletes a saved keyword after confirmation and redraws the cloud', async () => {
    const fake = fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const { user } = await openPage();
    expect(within(cloud()).getByText('mooc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove mooc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Poof! Your Keyword has been deleted!')).toBeInTheDocument();
    expect(fake.deleted).toEqual([1]);
    expect(screen.queryByRole('group', { name: 'mooc' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(cloud()).queryByText('mooc')).not.toBeInTheDocument());
    expect(within(cloud()).getByText('ethics')).toBeInTheDocument();
  });

  it('says "Oops! Something Went Wrong" when the delete fails, without the generic toast', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    server.use(http.delete(`${LONG_TERM_URL}:id/`, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove mooc' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something Went Wrong');
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(row('mooc')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
  });

  it('drops an unsaved row without asking', async () => {
    const fake = fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(within(row('new keyword 2')).getByLabelText('Keyword name'), 'draft');
    await user.click(screen.getByRole('button', { name: 'Remove draft' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'draft' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(fake.deleted).toEqual([]);
  });

  it('saves through the mock backend and shows the keyword after a reload', async () => {
    const first = await openPage();
    await first.user.click(screen.getByRole('button', { name: 'Add' }));
    const groups = screen.getAllByRole('group');
    const fresh = groups[groups.length - 1] as HTMLElement;
    await first.user.type(within(fresh).getByLabelText('Keyword name'), 'zz unique keyword');
    await first.user.type(within(row('zz unique keyword')).getByLabelText('Weight'), '2.3');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your Changes Has Been Successfully Updated!')).toBeInTheDocument();
    first.unmount();

    await openPage();
    expect(within(row('zz unique keyword')).getByLabelText('Weight')).toHaveValue(2.3);
  });

  it('opened while another user is viewed, leaves viewing mode and edits the own interests', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    await openPage('/app/keyword', { viewing: 999 });
    expect(screen.queryByText(/viewing another user/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove mooc' })).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe(localStorage.getItem('mId'));
  });

  describe('whatever the server sends', () => {
    const HUGE = 'k'.repeat(1024 * 1024);
    const many = () => [
      { id: 1, keyword: HUGE, weight: 5 },
      ...Array.from({ length: 10_000 }, (_, i) => ({ id: i + 2, keyword: `topic ${i + 2}`, weight: 1 + (i % 40) / 10 })),
    ];

    it('edits 10,001 interests a page of 50 at a time and says which part of how many is shown', async () => {
      fakeInterestsServer(many());
      const { user } = await openPage();
      const form = screen.getByRole('form', { name: 'Interests' });
      expect(within(form).getAllByRole('group')).toHaveLength(50);
      const pager = screen.getByRole('navigation', { name: 'Interest pages' });
      expect(pager).toHaveTextContent('Showing 1–50 of 10,001 keywords');

      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(pager).toHaveTextContent('Showing 51–100 of 10,001 keywords');
      expect(within(form).getAllByRole('group')).toHaveLength(50);

      // Add opens the last page with the new row
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(pager).toHaveTextContent('Showing 10,001–10,002 of 10,002 keywords');
      expect(row('new keyword 10002')).toBeInTheDocument();
    }, 30_000);

    it('cuts a 1 MB keyword in labels and the cloud while its field keeps the full text', async () => {
      fakeInterestsServer(many().slice(0, 3));
      await openPage();
      const groups = within(screen.getByRole('form', { name: 'Interests' })).getAllByRole('group');
      const first = groups[0];
      if (!first) throw new Error('no rows');
      expect(first.getAttribute('aria-label')?.length).toBeLessThanOrEqual(80);
      expect(within(first).getByLabelText('Keyword name')).toHaveValue(HUGE);
      const words = within(cloud()).getAllByRole('listitem');
      expect(Math.max(...words.map((word) => word.textContent?.length ?? 0))).toBeLessThanOrEqual(40);
    });

    it('takes a save with an invalid row on another page to that row', async () => {
      fakeInterestsServer(many().slice(1, 80).map((item, index) => (index === 70 ? { ...item, weight: 1.05 } : item)));
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const pager = screen.getByRole('navigation', { name: 'Interest pages' });
      expect(pager).toHaveTextContent('Showing 51–79 of 79 keywords');
      expect(screen.getByText('Weight must be in steps of 0.1')).toBeInTheDocument();
      expect(screen.getByDisplayValue('1.05')).toHaveFocus();
    });
  });
});
