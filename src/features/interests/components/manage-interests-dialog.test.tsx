import { act, screen, waitFor, within } from '@testing-library/react';
import { manageInterestsSearch } from '@/config/paths';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-support';
import { fakeInterestsServer } from '../test/fake-interests';
import { db } from '@/backend/node';

setUpRouteTests();

const SLOW = { timeout: 15_000 };
const DEMO = 'demo@example.org';
const idOf = (email: string) => db.sessionFor(email).user.id;

async function openOverview(search = '', email = DEMO) {
  const id = idOf(email);
  const rendered = renderRoute(`/app/cloud-chart/${id}${search}`, { user: DEMO });
  await screen.findByRole('heading', { level: 1, name: 'Interest Overview' }, SLOW);
  return { ...rendered, id };
}

const dialog = () => screen.findByRole('dialog', { name: 'Manage Interests' }, SLOW);
const list = async () => within(await dialog()).findByRole('form', { name: 'Interests' }, SLOW);
const row = async (name: string) => within(await list()).getByRole('group', { name });
const cloud = () => screen.findByRole('list', { name: 'Interests by weight' }, SLOW);

/** Moves the first row's weight one step, so the dialog has an unsaved change; returns that row's name. */
async function changeFirstWeight(user: ReturnType<typeof renderRoute>['user']) {
  const first = within(await list())
    .getAllByRole('group')
    .find((group) => group.hasAttribute('data-row-key')) as HTMLElement;
  const slider = within(first).getByRole('slider', { name: 'Weight' });
  act(() => slider.focus());
  await user.keyboard('{Home}');
  expect(slider).toHaveValue('1');
  return first.getAttribute('aria-label') ?? '';
}

describe('Manage Interests dialog on the Interest Overview', () => {
  it('opens from Manage Interests by ?manage and closes by removing the parameter', async () => {
    const { user, router, id } = await openOverview();
    const link = within(screen.getByRole('main')).getByRole('link', { name: 'Manage Interests' });
    expect(link).toHaveAttribute('href', `/app/cloud-chart/${id}?manage`);
    await user.click(link);
    const open = await dialog();
    expect(router.state.location.search).toBe('?manage');
    expect(within(await list()).getAllByLabelText('Interest name').length).toBeGreaterThan(3);
    await user.click(within(open).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Interests' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/app/cloud-chart/${id}`);
    expect(router.state.location.search).toBe('');
    // a replace: Back does not open it again
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens on the row of ?manage=<keyword>: its page shown, its name focused', async () => {
    fakeInterestsServer(Array.from({ length: 120 }, (_, i) => ({ id: i + 1, keyword: `topic ${i + 1}`, weight: 5 - i * 0.03 })));
    await openOverview(manageInterestsSearch('Topic 90'));
    const form = await list();
    expect(within(await dialog()).getByRole('navigation', { name: 'Interest pages' })).toHaveTextContent('Showing 51–100 of 120 interests');
    await waitFor(() => expect(within(within(form).getByRole('group', { name: 'topic 90' })).getByLabelText('Interest name')).toHaveFocus());
  });

  it('asks before closing with unsaved changes: by the close button, by Escape and by leaving the route', async () => {
    const { user, router, id } = await openOverview(manageInterestsSearch());
    const name = await changeFirstWeight(user);

    // the close button: Keep editing stays with the change
    await user.click(within(await dialog()).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    let question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(question).toHaveTextContent('If you close without saving, you will lose your changes.');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(within(await row(name)).getByRole('slider', { name: 'Weight' })).toHaveValue('1');
    expect(router.state.location.search).toBe('?manage');

    // Escape: Escape in the question keeps editing too
    act(() => within(within(screen.getByRole('dialog', { name: 'Manage Interests' })).getByRole('group', { name })).getByLabelText('Interest name').focus());
    await user.keyboard('{Escape}');
    question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Manage Interests' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?manage');

    // leaving the route (another page): Discard changes goes there
    act(() => void router.navigate('/app/index'));
    question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(router.state.location.pathname).toBe(`/app/cloud-chart/${id}`);
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/index'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Interests' })).not.toBeInTheDocument());
  });

  it('closes after Escape and Discard changes, without saving', async () => {
    const { user, router } = await openOverview(manageInterestsSearch());
    const before = JSON.stringify(db.state().longTerm);
    await changeFirstWeight(user);
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Interests' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(JSON.stringify(db.state().longTerm)).toBe(before);
  });

  it('after a save closes and the cloud behind shows the new profile without a reload', async () => {
    const { user } = await openOverview(manageInterestsSearch());
    expect(within(await cloud()).queryByRole('button', { name: 'zz open science' })).not.toBeInTheDocument();
    const add = within(await dialog()).getByRole('form', { name: 'Add an interest' });
    await user.type(within(add).getByLabelText('New interest'), 'zz open science');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    await user.click(within(await list()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Interests' })).not.toBeInTheDocument());
    expect(await screen.findByText('Your Changes Has Been Successfully Updated!')).toBeInTheDocument();
    await waitFor(async () => expect(within(await cloud()).getByRole('button', { name: 'zz open science' })).toBeInTheDocument());
  });

  it("is not offered over another user's overview, even by address", async () => {
    await openOverview(manageInterestsSearch(), 'mateo.alvarez@example.org');
    await cloud();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Manage Interests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Manage Interests' })).not.toBeInTheDocument();
  });
});
