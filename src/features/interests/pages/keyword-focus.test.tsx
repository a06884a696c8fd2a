import { screen, waitFor, within } from '@testing-library/react';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { fakeInterestsServer } from '../test/fake-interests';

setUpRouteTests();

const SLOW = { timeout: 8000 };

async function openPage() {
  const rendered = renderRoute('/app/keyword', { user: 'demo@example.org' });
  await screen.findByRole('form', { name: 'Interests' }, SLOW);
  return rendered;
}

const row = (name: string) => screen.getByRole('group', { name });

describe('Manage Interests with the keyboard', () => {
  it('puts focus in the new row after Add, and on the next row after removing one', async () => {
    fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const fresh = row('new keyword 3');
    expect(within(fresh).getByLabelText('Keyword name')).toHaveFocus();

    // an unsaved row goes at once; with none below it, focus goes to the row above (rows are heaviest first)
    await user.click(within(fresh).getByRole('button', { name: 'Remove new keyword 3' }));
    expect(within(row('mooc')).getByLabelText('Keyword name')).toHaveFocus();
  });

  it('after a confirmed delete puts focus on the next keyword and says so', async () => {
    fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const { user } = await openPage();
    // rows are heaviest first: ethics, then mooc
    const remove = within(row('ethics')).getByRole('button', { name: 'Remove ethics' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'ethics' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(row('mooc')).getByLabelText('Keyword name')).toHaveFocus());
    expect(screen.getByText('Poof! Your Keyword has been deleted!').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('reveals and focuses the invalid weight on Save', async () => {
    fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      const { user } = await openPage();
      const weight = within(row('mooc')).getByLabelText('Weight');
      await user.clear(weight);
      await user.type(weight, '9');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(weight).toHaveFocus();
      expect(scroll).toHaveBeenCalled();
      expect(scroll.mock.contexts.at(-1)).toBe(weight);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('keeps focus on Save after a save', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your Changes Has Been Successfully Updated!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
  });
});
