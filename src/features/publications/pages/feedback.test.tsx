/** Recommended Papers on the built-in backend: feedback on every card, the line that says what changed, Undo, the feedback list, and the remembered list. */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';

configure({ asyncUtilTimeout: 30_000 });
const PATH = '/recommendation/publications';
const SLOW = { timeout: 60_000 };

async function recommended() {
  const rendered = renderRoute(PATH, { user: 'demo@example.org', demoMode: true });
  const recommend = await screen.findByRole('button', { name: 'Recommend' }, SLOW);
  await rendered.user.click(recommend);
  const list = await screen.findByRole('list', { name: 'Recommended publications' }, SLOW);
  return { ...rendered, list };
}

const titles = (list: HTMLElement) => within(list).getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('Recommended Papers: feedback on the built-in backend', () => {
  it('"Not for me" removes the paper at once, says so with Undo, lists it under Your feedback; Undo brings it back', async () => {
    const { user, list } = await recommended();
    const before = titles(list);
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Not for me' }));
    const status = await screen.findByText(/was removed and will not be recommended again/, undefined, SLOW);
    expect(titles(screen.getByRole('list', { name: 'Recommended publications' }))).not.toContain(before[0]);
    const feedback = screen.getByRole('list', { name: 'Papers you gave feedback on' });
    expect(feedback).toHaveTextContent(`Not for me${before[0] ?? ''}`);
    await user.click(within(status.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await screen.findByText(/^Undone: /, undefined, SLOW);
    await waitFor(() => expect(titles(screen.getByRole('list', { name: 'Recommended publications' }))).toEqual(before));
    expect(screen.queryByRole('list', { name: 'Papers you gave feedback on' })).not.toBeInTheDocument();
  }, 120_000);

  it('"Less of a keyphrase" says how many papers moved down, and shows a chip that removes it', async () => {
    const { user, list } = await recommended();
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Less of a keyphrase' }));
    const keyphrase = within(within(first).getByRole('list', { name: 'Keyphrases to rank lower' })).getAllByRole('button')[0] as HTMLElement;
    const name = /^Less of “(.+)”$/.exec(keyphrase.textContent ?? '')?.[1] ?? '';
    await user.click(keyphrase);
    await waitFor(() => expect(document.body.textContent).toMatch(new RegExp(`\\d+ papers? moved down because you asked for less of ‘${name.toLowerCase()}’\\.`)), SLOW);
    const chips = screen.getByRole('list', { name: 'Keyphrases you asked less of' });
    expect(chips).toHaveTextContent(`Less of ${name.toLowerCase()}`);
    await user.click(within(chips).getByRole('button', { name: `Remove less of ${name.toLowerCase()}` }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Keyphrases you asked less of' })).not.toBeInTheDocument(), SLOW);
  }, 120_000);

  it('opens on the last list after a reload, with its time and Recommend again', async () => {
    const { list, unmount } = await recommended();
    const before = titles(list);
    unmount();
    renderRoute(PATH, { user: 'demo@example.org', demoMode: true });
    const again = await screen.findByRole('list', { name: 'Recommended publications' }, SLOW);
    expect(titles(again)).toEqual(before);
    expect(screen.getByText(/^Updated \d\d:\d\d/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recommend again' })).toBeInTheDocument();
    await act(async () => {});
  }, 120_000);
});
