import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { htmlServerError } from '@/backend/http-helpers';
import { db, server } from '@/backend/node';
import { env } from '@/config/env';
import { releaseLacksLifecycle, setBackendLine } from '@/backend/test-utils/api';
import { AUTHOR_ID_ERROR } from '@/lib/identity';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 8000 };

async function openReset() {
  const rendered = renderRoute('/app/user-profile', { user: 'demo@example.org' });
  await rendered.user.click(await screen.findByRole('button', { name: 'Reset account' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Reset account?' });
  return { ...rendered, dialog };
}

describe.each(['release', 'development'] as const)('My account (%s line)', (line) => {
  beforeEach(() => setBackendLine(line));

  it('Reset account names what is lost, needs the typed email (a wrong one is refused at the field, which takes focus), then shows the import wait screen', async () => {
    const { user, dialog, router } = await openReset();
    expect(within(dialog).getByText(/your papers, the papers you removed, your interests, your tweets and every change you made by hand/)).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Type your email (demo@example.org) to confirm');
    await user.type(field, 'someone@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Reset account' }));
    expect(await within(dialog).findByText('This is not your email.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('This is not your email.');
    expect(field).toHaveFocus();
    const demo = db.findUserByEmail('demo@example.org');
    expect(db.state().papers.some((p) => p.user === demo?.id)).toBe(true);

    await user.clear(field);
    await user.type(field, 'demo@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Reset account' }));
    await screen.findByRole('heading', { name: /Fetching your data|Please wait/i }, SLOW).catch(() => undefined);
    expect(router.state.location.pathname).toBe('/app/redirect');
    expect(db.state().papers.some((p) => p.user === demo?.id)).toBe(false);
    expect(db.isImporting(demo?.id ?? 0)).toBe(true);
  });

  it('keeps the author id of a pasted Semantic Scholar address and refuses other text at the field', async () => {
    const { user } = renderRoute('/app/user-profile', { user: 'demo@example.org' });
    const author = await screen.findByLabelText('Semantic Scholar Id', undefined, SLOW);
    await user.clear(author);
    await user.type(author, 'not an id');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AUTHOR_ID_ERROR)).toBeInTheDocument();
    await user.clear(author);
    await user.type(author, 'https://www.semanticscholar.org/author/Lena-Hoffmann/2093614');
    const twitter = screen.getByLabelText('Twitter Id');
    await user.clear(twitter);
    await user.type(twitter, 'https://twitter.com/lenahoffmann');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Profile Data !')).toBeInTheDocument();
    expect(db.findUserByEmail('demo@example.org')).toMatchObject({ author_id: '2093614', twitter_account_id: '@lenahoffmann' });
  });
});

it('a server without reset-data/: My account says so when it opens, before any email is typed, and sends no reset', async () => {
  server.use(...releaseLacksLifecycle());
  let resets = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/reset-data/')) resets += 1;
  });
  renderRoute('/app/user-profile', { user: 'demo@example.org' });
  expect(await within(await screen.findByRole('main', undefined, SLOW)).findByText('This server does not offer resetting the account.', undefined, SLOW)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: 'Reset account' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/Type your email/)).not.toBeInTheDocument();
  expect(resets).toBe(0);
  server.events.removeAllListeners();
});

it('My account asks once per session, with a GET that changes nothing, whether this server can reset the account', async () => {
  let probes = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.endsWith('/reset-data/')) probes += 1;
  });
  const { router } = renderRoute('/app/user-profile', { user: 'demo@example.org' });
  expect(await screen.findByRole('button', { name: 'Reset account' }, SLOW)).toBeInTheDocument();
  await act(() => router.navigate('/app/index'));
  await act(() => router.navigate('/app/user-profile'));
  expect(await screen.findByRole('button', { name: 'Reset account' }, SLOW)).toBeInTheDocument();
  expect(probes).toBe(1);
  server.events.removeAllListeners();
});

it("a reload in the same browser session does not ask again whether this server can reset the account; another account on it asks once", async () => {
  let probes = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.endsWith('/reset-data/')) probes += 1;
  });
  const first = renderRoute('/app/user-profile', { user: 'demo@example.org' });
  expect(await screen.findByRole('button', { name: 'Reset account' }, SLOW)).toBeInTheDocument();
  expect(probes).toBe(1);
  // a reload: a new page with a new query cache, the same browser session
  first.unmount();
  renderRoute('/app/user-profile', { user: 'demo@example.org' });
  expect(await screen.findByRole('button', { name: 'Reset account' }, SLOW)).toBeInTheDocument();
  expect(probes).toBe(1);
  cleanup();
  renderRoute('/app/user-profile', { user: 'mateo.alvarez@example.org' });
  expect(await screen.findByRole('button', { name: 'Reset account' }, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(probes).toBe(2));
  server.events.removeAllListeners();
});

it('a server without reset-data/ is remembered across a reload: My account says so at once and asks nothing', async () => {
  server.use(...releaseLacksLifecycle());
  let probes = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && request.url.endsWith('/reset-data/')) probes += 1;
  });
  const first = renderRoute('/app/user-profile', { user: 'demo@example.org' });
  expect(await screen.findByText('This server does not offer resetting the account.', undefined, SLOW)).toBeInTheDocument();
  first.unmount();
  renderRoute('/app/user-profile', { user: 'demo@example.org' });
  expect(await screen.findByText('This server does not offer resetting the account.', undefined, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reset account' })).not.toBeInTheDocument();
  expect(probes).toBe(1);
  server.events.removeAllListeners();
});

it('a reset that fails after the server deleted everything (development line) says the data may be gone, reloads the counts and offers no retry', async () => {
  setBackendLine('development');
  const demo = db.findUserByEmail('demo@example.org');
  let calls = 0;
  // the development line deletes first, then its re-import fails and it answers its HTML 500
  server.use(
    http.post(`${env.apiUrl}/api/interests/reset-data/`, () => {
      calls += 1;
      db.resetDataOf(demo?.id ?? 0, { simulatedImport: false });
      return htmlServerError();
    }),
  );
  const { user, dialog, router } = await openReset();
  const publications = () => within(screen.getByRole('main')).getByText('Publications', { selector: 'dt' }).nextElementSibling;
  expect(publications()).not.toHaveTextContent(/^0$/);
  await user.type(within(dialog).getByLabelText('Type your email (demo@example.org) to confirm'), 'demo@example.org');
  await user.click(within(dialog).getByRole('button', { name: 'Reset account' }));

  const alert = await screen.findByRole('alert', undefined, SLOW);
  expect(alert).toHaveTextContent('The reset did not finish: The server failed to answer. Your data may already be deleted on the server.');
  expect(alert).not.toHaveTextContent(/try again/i);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/Try again/)).not.toBeInTheDocument();
  // the profile is loaded again: the header's count is what the server now holds
  await waitFor(() => expect(publications()).toHaveTextContent(/^0$/), SLOW);
  expect(router.state.location.pathname).toBe('/app/user-profile');
  expect(calls).toBe(1);
});
