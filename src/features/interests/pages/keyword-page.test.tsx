import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { session } from '@/lib/session';
import { setBackendLine } from '@/backend/test-utils/api';
import { db, server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';
import { settle } from '@/test/route-test-support';
import { fakeInterestsServer } from '../test/fake-interests';

const SLOW = { timeout: 8000 };
const LONG_TERM_URL = `${env.apiUrl}/api/interests/long-term/`;

async function openPage(path = '/app/keyword', options: { viewing?: number } = {}) {
  const rendered = renderRoute(path, { user: 'demo@example.org', ...options });
  await screen.findByRole('heading', { name: 'Manage Interests' }, SLOW);
  await screen.findByRole('form', { name: 'Interests' }, SLOW);
  return rendered;
}

const list = () => screen.getByRole('form', { name: 'Interests' });
const row = (name: string) => within(list()).getByRole('group', { name });
const nameField = (name: string) => within(row(name)).getByLabelText('Interest name');
const slider = (name: string) => within(row(name)).getByRole('slider', { name: 'Weight' });
const shown = (name: string) => within(row(name)).getByRole('status');
const addForm = () => screen.getByRole('form', { name: 'Add an interest' });
const cloud = () => screen.getByRole('list', { name: 'Top interests by weight' });
// every row is a group named by the interest (its slider is a group of its own, named Weight)
const rows = () => within(list()).getAllByRole('group').filter((group) => group.hasAttribute('data-row-key'));
const rowNames = () => rows().map((group) => group.getAttribute('aria-label'));

async function addInterest(user: ReturnType<typeof renderRoute>['user'], name: string) {
  const field = within(addForm()).getByLabelText('New interest');
  await user.clear(field);
  if (name) await user.type(field, name);
  await user.click(within(addForm()).getByRole('button', { name: 'Add' }));
}

describe('Manage Interests (/app/keyword)', () => {
  it('lists the own interests with name, weight slider and source beside a cloud of the top 15', async () => {
    const many = Array.from({ length: 17 }, (_, i) => ({ id: i + 1, keyword: `topic ${String.fromCharCode(97 + i)}`, weight: 1 + i * 0.2, source: 'Scholar' as const }));
    fakeInterestsServer(many);
    await openPage();
    expect(rows()).toHaveLength(17);
    expect(nameField('topic q')).toHaveValue('topic q');
    expect(slider('topic q')).toHaveValue('4.2');
    expect(shown('topic q')).toHaveTextContent('4.2');
    expect(within(row('topic q')).getByText('From publications')).toBeInTheDocument();
    expect(within(cloud()).getAllByRole('listitem')).toHaveLength(15);
    expect(within(cloud()).queryByText('topic a')).not.toBeInTheDocument();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it.each(['/app/keyword', '/app/Keyword'])('answers on %s and links back to the own word cloud', async (path) => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    await openPage(path);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/app/cloud-chart/${session.getOwnId()}`);
  });

  it('moves a weight slider by keyboard: arrows by 0.1, Page Up and Down by 0.4, Home and End to 1 and 5', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user } = await openPage();
    act(() => slider('mooc').focus());
    const expectWeight = (value: number) => {
      expect(slider('mooc')).toHaveValue(String(value));
      expect(shown('mooc')).toHaveTextContent(value.toFixed(1));
    };
    await user.keyboard('{ArrowRight}');
    expectWeight(2.1);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expectWeight(2.3);
    await user.keyboard('{ArrowLeft}');
    expectWeight(2.2);
    await user.keyboard('{PageUp}');
    expectWeight(2.6);
    await user.keyboard('{PageDown}{PageDown}');
    expectWeight(1.8);
    await user.keyboard('{End}');
    expectWeight(5);
    await user.keyboard('{ArrowRight}');
    expectWeight(5);
    await user.keyboard('{Home}');
    expectWeight(1);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('refuses a duplicate name, whatever its case, on rename and on Add, and sends nothing', async () => {
    const fake = fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const { user } = await openPage();
    const renamed = nameField('ethics');
    await user.clear(renamed);
    await user.type(renamed, ' MOOC ');
    expect(renamed).toHaveAccessibleDescription('Interest already exists!');
    expect(renamed).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    expect(renamed).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Some names need a change before saving.');

    await addInterest(user, 'Mooc');
    expect(within(addForm()).getByLabelText('New interest')).toHaveAccessibleDescription('Interest already exists!');
    await addInterest(user, '   ');
    expect(within(addForm()).getByLabelText('New interest')).toHaveAccessibleDescription('Interest name is required');
    expect(within(addForm()).getByLabelText('New interest')).toHaveFocus();
    await addInterest(user, 'x'.repeat(101));
    expect(within(addForm()).getByLabelText('New interest')).toHaveAccessibleDescription('Interest name must be at most 100 characters');
    await settle();
    expect(fake.requests).toEqual([]);
  });

  it('undoes one row with its Undo and every change with Reset', async () => {
    fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2, source: 'Scholar' },
      { id: 2, keyword: 'ethics', weight: 3, source: 'Twitter' },
    ]);
    const { user } = await openPage();
    await user.type(nameField('mooc'), 's');
    act(() => slider('moocs').focus());
    await user.keyboard('{ArrowRight}');
    expect(within(row('moocs')).getByText('Renamed: saved as a new interest, added manually')).toBeInTheDocument();
    act(() => slider('ethics').focus());
    await user.keyboard('{End}');
    await addInterest(user, 'open science');
    expect(rowNames()).toEqual(['open science', 'ethics', 'moocs']);

    await user.click(within(row('moocs')).getByRole('button', { name: 'Undo changes to moocs' }));
    expect(nameField('mooc')).toHaveValue('mooc');
    expect(nameField('mooc')).toHaveFocus();
    expect(slider('mooc')).toHaveValue('2');
    expect(slider('ethics')).toHaveValue('5');
    expect(within(row('mooc')).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();

    await user.click(within(list()).getByRole('button', { name: 'Reset' }));
    expect(rowNames()).toEqual(['ethics', 'mooc']);
    expect(slider('ethics')).toHaveValue('3');
    expect(screen.getByText('Every unsaved change is undone.')).toBeInTheDocument();
    expect(within(list()).getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('asks before deleting; Cancel keeps the interest, Delete marks it until Save, and Undo brings it back', async () => {
    const fake = fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user } = await openPage();
    await user.click(within(row('mooc')).getByRole('button', { name: 'Delete mooc' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Once deleted, you will not be able to see this Keyword!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Your Keyword is safe!')).toBeInTheDocument();
    expect(nameField('mooc')).toBeInTheDocument();

    await user.click(within(row('mooc')).getByRole('button', { name: 'Delete mooc' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(row('mooc')).getByText('Deleted on Save')).toBeInTheDocument();
    const undo = within(row('mooc')).getByRole('button', { name: 'Undo changes to mooc' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.click(undo);
    expect(nameField('mooc')).toHaveValue('mooc');
    await settle();
    expect(fake.requests).toEqual([]);
  });

  it('saves: removes deleted and renamed interests by id first, then sends the whole list with sources, and redraws', async () => {
    const fake = fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2, source: 'Scholar' },
      { id: 2, keyword: 'learning analytics', weight: 4, source: 'Scholar & Twitter' },
      { id: 3, keyword: 'ethics', weight: 3, source: 'Twitter' },
    ]);
    const { user } = await openPage();
    act(() => slider('mooc').focus());
    await user.keyboard('{PageUp}{PageUp}{ArrowRight}');
    const ethics = nameField('ethics');
    await user.clear(ethics);
    await user.type(ethics, 'research ethics');
    await addInterest(user, 'Open Science');
    await user.click(within(row('learning analytics')).getByRole('button', { name: 'Delete learning analytics' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(list()).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your Changes Has Been Successfully Updated!')).toBeInTheDocument();
    expect(await screen.findByText('Poof! Your Keyword has been deleted!')).toBeInTheDocument();
    expect(fake.requests).toEqual(['DELETE 2', 'DELETE 3', 'POST']);
    expect(fake.posted).toEqual([
      {
        keywords: [
          { name: 'Open Science', weight: 3, source: 'Manual' },
          { name: 'research ethics', weight: 3, source: 'Manual' },
          { name: 'mooc', weight: 2.9, source: 'Scholar', id: 1 },
        ],
      },
    ]);
    await waitFor(() => expect(rowNames()).toEqual(['open science', 'research ethics', 'mooc']));
    fireEvent.mouseEnter(within(cloud()).getByText('mooc'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('mooc: weight 2.9');
    expect(within(cloud()).queryByText('learning analytics')).not.toBeInTheDocument();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('saves against a replace-semantics backend without losing an interest on another page', async () => {
    const initial = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, keyword: `topic ${i + 1}`, weight: 5 - i * 0.03 }));
    const fake = fakeInterestsServer(initial, { mode: 'replace' });
    const { user } = await openPage();
    act(() => slider('topic 1').focus());
    await user.keyboard('{Home}');
    await user.click(within(row('topic 2')).getByRole('button', { name: 'Delete topic 2' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your Changes Has Been Successfully Updated!')).toBeInTheDocument();
    expect(fake.posted[0]?.keywords).toHaveLength(119);
    const left = fake.current();
    expect(left).toHaveLength(119);
    expect(left.map((item) => item.keyword)).not.toContain('topic 2');
    expect(left.find((item) => item.keyword === 'topic 120')?.weight).toBeCloseTo(5 - 119 * 0.03);
    expect(left.find((item) => item.keyword === 'topic 1')?.weight).toBe(1);
  });

  it('makes removals stick on the built-in backend under both save semantics', async () => {
    for (const mode of ['upsert', 'replace'] as const) {
      setBackendLine(mode === 'replace' ? 'development' : 'release');
      try {
        const { user, unmount } = await openPage();
        const [first, second] = rows().map((group) => group.getAttribute('aria-label') ?? '');
        const before = db.state().longTerm.filter((item) => item.user === session.getOwnId()).length;
        await user.click(within(row(first ?? '')).getByRole('button', { name: `Delete ${first}` }));
        await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
        const renamed = nameField(second ?? '');
        await user.clear(renamed);
        await user.type(renamed, `${mode} renamed`);
        await user.click(within(list()).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(rowNames()).toContain(`${mode} renamed`));
        const own = db.state().longTerm.filter((item) => item.user === session.getOwnId());
        expect(own.map((item) => item.keyword)).not.toContain(first);
        expect(own.map((item) => item.keyword)).not.toContain(second);
        expect(own).toHaveLength(before - 1);
        expect(db.state().blacklist.map((item) => item.keyword)).toContain(first);
        unmount();
      } finally {
        setBackendLine('release');
      }
    }
  });

  it('keeps every edit when the save fails and says why: the first field of a 400, or the generic message', async () => {
    const fake = fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    server.use(http.post(LONG_TERM_URL, () => HttpResponse.json({ keywords: [{}, { source: ['This field is required.'] }] }, { status: 400 })));
    const { user } = await openPage();
    await addInterest(user, 'open science');
    act(() => slider('mooc').focus());
    await user.keyboard('{End}');
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved. Keywords: This field is required.');
    expect(nameField('mooc')).toHaveAccessibleDescription('Source: This field is required.');
    expect(slider('mooc')).toHaveValue('5');
    expect(nameField('open science')).toBeInTheDocument();

    server.use(http.post(LONG_TERM_URL, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your changes were not saved. The server failed to answer. Try again.'));
    expect(slider('mooc')).toHaveValue('5');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(fake.current()).toEqual([{ id: 1, keyword: 'mooc', weight: 2, source: 'Manual' }]);
  });

  it('says "Oops! Something Went Wrong" when a removal fails, and keeps the row deleted for another try', async () => {
    const fake = fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    server.use(http.delete(`${LONG_TERM_URL}:id/`, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }), { once: true }));
    const { user } = await openPage();
    await user.click(within(row('mooc')).getByRole('button', { name: 'Delete mooc' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something Went Wrong');
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(fake.posted).toEqual([]);
    expect(within(row('mooc')).getByText('Deleted on Save')).toBeInTheDocument();
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Poof! Your Keyword has been deleted!')).toBeInTheDocument();
    expect(fake.deleted).toEqual([1]);
  });

  it('shows a server weight outside 1 to 5 clamped and sends it unchanged unless moved', async () => {
    const fake = fakeInterestsServer([
      { id: 1, keyword: 'heavy', weight: 7.5 },
      { id: 2, keyword: 'light', weight: 0.4 },
    ]);
    const { user } = await openPage();
    expect(slider('heavy')).toHaveValue('5');
    expect(slider('heavy')).toHaveAccessibleDescription('Saved as 7.5; kept unless you move the slider.');
    expect(slider('light')).toHaveValue('1');
    act(() => slider('light').focus());
    await user.keyboard('{ArrowRight}');
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your Changes Has Been Successfully Updated!');
    expect(fake.posted[0]?.keywords.map((item) => [item.name, item.weight])).toEqual([
      ['heavy', 7.5],
      ['light', 1.1],
    ]);
  });

  it('asks before leaving the route with unsaved changes', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user, router } = await openPage();
    act(() => slider('mooc').focus());
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveTextContent('If you close without saving, you will lose your changes.');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/app/keyword');
    expect(slider('mooc')).toHaveValue('2.1');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${session.getOwnId()}`));
  });

  it('leaves without asking when nothing changed', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user, router } = await openPage();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/cloud-chart/${session.getOwnId()}`));
  });

  it('opened while another user is viewed, leaves viewing mode and edits the own interests', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    await openPage('/app/keyword', { viewing: 999 });
    expect(within(list()).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(row('mooc')).getByRole('button', { name: 'Delete mooc' })).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe(localStorage.getItem('mId'));
  });

  describe('whatever the server sends', () => {
    const HUGE = 'k'.repeat(1024 * 1024);
    const many = () => [
      { id: 1, keyword: HUGE, weight: 5 },
      ...Array.from({ length: 10_000 }, (_, i) => ({ id: i + 2, keyword: `topic ${i + 2}`, weight: 1 + (i % 40) / 10 })),
    ];

    it('edits 10,001 interests a page of 50 at a time; Add puts the new one first', async () => {
      fakeInterestsServer(many());
      const { user } = await openPage();
      expect(rows()).toHaveLength(50);
      const pager = screen.getByRole('navigation', { name: 'Interest pages' });
      expect(pager).toHaveTextContent('Showing 1–50 of 10,001 interests');
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(pager).toHaveTextContent('Showing 51–100 of 10,001 interests');

      await addInterest(user, 'brand new');
      expect(pager).toHaveTextContent('Showing 1–50 of 10,002 interests');
      expect(rowNames()[0]).toBe('brand new');
      expect(within(addForm()).getByLabelText('New interest')).toHaveFocus();
      expect(within(addForm()).getByLabelText('New interest')).toHaveValue('');
    }, 30_000);

    it('cuts a 1 MB name in labels and the cloud while its field keeps the full text', async () => {
      fakeInterestsServer(many().slice(0, 3));
      await openPage();
      const first = rows()[0] as HTMLElement;
      expect(first.getAttribute('aria-label')?.length).toBeLessThanOrEqual(80);
      expect(within(first).getByLabelText('Interest name')).toHaveValue(HUGE);
      const words = within(cloud()).getAllByRole('listitem');
      expect(Math.max(...words.map((word) => word.textContent?.length ?? 0))).toBeLessThanOrEqual(40);
    });

    it('shows markup in names as text', async () => {
      fakeInterestsServer([{ id: 1, keyword: '<img src=x onerror=alert(1)><b>bold</b>', weight: 3 }]);
      const { user } = await openPage();
      expect(nameField('<img src=x onerror=alert(1)><b>bold</b>')).toHaveValue('<img src=x onerror=alert(1)><b>bold</b>');
      await addInterest(user, '<script>x</script>');
      expect(screen.getByText('Added “<script>x</script>”. Save to keep it.')).toBeInTheDocument();
      expect(document.querySelector('main img, main b, main script')).toBeNull();
    });

    it('takes a save with a wrong name on another page to that row', async () => {
      fakeInterestsServer(many().slice(1, 80));
      const { user } = await openPage();
      const taken = rowNames()[5] ?? '';
      await addInterest(user, taken.toUpperCase());
      expect(within(addForm()).getByLabelText('New interest')).toHaveAccessibleDescription('Interest already exists!');
      // rename a row of the second page onto a name of the first, and save from the first
      const pager = screen.getByRole('navigation', { name: 'Interest pages' });
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      const field = within(list()).getAllByLabelText('Interest name')[10] as HTMLElement;
      await user.clear(field);
      await user.type(field, taken);
      await user.click(within(pager).getByRole('button', { name: 'Previous' }));
      await user.click(within(list()).getByRole('button', { name: 'Save' }));
      expect(pager).toHaveTextContent('Showing 51–79 of 79 interests');
      expect(screen.getByDisplayValue(taken)).toHaveFocus();
      expect(screen.getByDisplayValue(taken)).toHaveAccessibleDescription('Interest already exists!');
    });
  });
});
