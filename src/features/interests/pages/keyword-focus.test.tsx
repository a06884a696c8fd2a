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

const list = () => screen.getByRole('form', { name: 'Interests' });
const row = (name: string) => within(list()).getByRole('group', { name });
const newName = () => within(screen.getByRole('form', { name: 'Add an interest' })).getByLabelText('New interest');

describe('Manage Interests with the keyboard', () => {
  it('keeps focus in the new name after Add (Enter adds), and moves it to the next row when an added one is deleted', async () => {
    fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const { user } = await openPage();
    await user.click(newName());
    await user.keyboard('draft{Enter}');
    expect(within(row('draft')).getByLabelText('Interest name')).toHaveValue('draft');
    expect(newName()).toHaveFocus();
    expect(newName()).toHaveValue('');

    // an added row goes at once, without a question; focus goes to the row below it
    await user.click(within(row('draft')).getByRole('button', { name: 'Delete draft' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(list()).queryByRole('group', { name: 'draft' })).not.toBeInTheDocument();
    expect(within(row('ethics')).getByLabelText('Interest name')).toHaveFocus();
  });

  it('returns focus to Delete when the question is dismissed, and to the row when a deletion is undone', async () => {
    fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const { user } = await openPage();
    const remove = within(row('ethics')).getByRole('button', { name: 'Delete ethics' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(screen.getByText('Your Keyword is safe!').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
    const undo = within(row('ethics')).getByRole('button', { name: 'Undo changes to ethics' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(row('ethics')).getByLabelText('Interest name')).toHaveFocus());
  });

  it('reveals and focuses a wrong name on Save', async () => {
    fakeInterestsServer([
      { id: 1, keyword: 'mooc', weight: 2 },
      { id: 2, keyword: 'ethics', weight: 3 },
    ]);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    try {
      const { user } = await openPage();
      const name = within(row('mooc')).getByLabelText('Interest name');
      await user.clear(name);
      await user.click(within(list()).getByRole('button', { name: 'Save' }));
      expect(name).toHaveFocus();
      expect(name).toHaveAccessibleDescription('Interest name is required');
      expect(scroll.mock.contexts.at(-1)).toBe(name);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('keeps focus on Save after a save', async () => {
    fakeInterestsServer([{ id: 1, keyword: 'mooc', weight: 2 }]);
    const { user } = await openPage();
    await user.click(within(list()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your Changes Has Been Successfully Updated!')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getByRole('button', { name: 'Save' })).toHaveFocus());
  });
});
