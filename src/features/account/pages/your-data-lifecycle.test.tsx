/** Your data (My account): the profile's life cycle on both backend lines, and the refresh loop's stop conditions. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { releaseLacksLifecycle, setBackendLine } from '@/backend/test-utils/api';
import { renderRoute } from '@/test/render-route';
import { SERVER_REGENERATE_RISK } from '../components/edits-at-risk';
import { REFRESH_DELAYS_MS } from '../lib/profile-changes';

const SLOW = { timeout: 8000 };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const API = `${env.apiUrl}/api/interests`;
const NEW_TITLE = 'Fairness Audits of Early Warning Systems';

let now = Date.now();

/** Lets the built-in backend's background job finish (its clock) and the page's next wait pass (fake timers). */
async function jobDoneAndNextCheck(ms = REFRESH_DELAYS_MS[0] ?? 5000) {
  now += db.importDelay();
  await act(() => db.clock.runDue());
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Counts requests to a path (the mock still answers them). */
function countRequests(method: string, path: string) {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === new URL(path).pathname) count += 1;
  });
  return () => count;
}

const FETCH = 'Fetch new papers and posts';
const REGENERATE = 'Regenerate profile';

async function openYourData() {
  const rendered = renderRoute('/app/user-profile', { user: 'demo@example.org' });
  await screen.findByRole('heading', { name: 'Your data' }, SLOW);
  // a RIMA server is asked first how it fetches (the button waits for the answer)
  await waitFor(() => expect(screen.queryByText(/Checking how this server fetches/)).not.toBeInTheDocument(), SLOW);
  return rendered;
}

/** The block of an action in Your data: its sentence, button and outcome. */
const block = (title: string) => screen.getByRole('region', { name: title });

/** Goes to My Publications in the same app (the cache and the server's state carry over). */
async function toPublications(router: ReturnType<typeof renderRoute>['router']) {
  await act(() => router.navigate('/app/view-paper'));
  await screen.findByRole('table', undefined, SLOW);
}

async function removeThroughMenu(user: ReturnType<typeof renderRoute>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Options for ${title}`) }, SLOW));
  await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
  return screen.findByRole('dialog', { name: 'Remove paper?' });
}

beforeEach(() => {
  now = Date.now();
  db.setClock(() => now);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  db.setClock(null);
  server.events.removeAllListeners();
});

describe.each(['release', 'development'] as const)('My Publications life cycle (%s line)', (line) => {
  beforeEach(() => setBackendLine(line));

  it('Fetch new papers and posts: "Fetching new papers…" (not "Updating your profile…": the profile is left as it is) beside its button, then "3 new papers; 2 new posts" (the seeded timeline has two posts written since the seed), the papers marked not in the profile yet', async () => {
    const { user, router } = await openYourData();
    await user.click(within(block(FETCH)).getByRole('button', { name: FETCH }));
    expect(await within(block(FETCH)).findByText(/^Fetching new papers… Last change:/)).toBeInTheDocument();
    expect(screen.queryByText(/Updating your profile/)).not.toBeInTheDocument();
    await jobDoneAndNextCheck();
    expect(await within(block(FETCH)).findByText('Updated: 3 new papers; 2 new posts.')).toBeInTheDocument();
    expect(within(block(REGENERATE)).queryByRole('status')).not.toBeInTheDocument();
    await toPublications(router);
    const row = (await screen.findByText(NEW_TITLE)).closest('tr') as HTMLElement;
    expect(within(row).getByText('not in your profile yet')).toBeInTheDocument();
    expect(screen.getAllByText('not in your profile yet')).toHaveLength(3);
  });

  it('Regenerate profile: says what it keeps, confirmed, then the new papers count in the profile and the diff names the interests that moved', async () => {
    const { user, router } = await openYourData();
    await user.click(within(block(FETCH)).getByRole('button', { name: FETCH }));
    await jobDoneAndNextCheck();
    await within(block(FETCH)).findByText('Updated: 3 new papers; 2 new posts.');
    // a RIMA server: it does not promise to keep the user's edits, and the page says so before it runs
    expect(within(block(REGENERATE)).getByText(new RegExp(`^${escapeRegExp(SERVER_REGENERATE_RISK)}`))).toBeInTheDocument();
    await user.click(within(block(REGENERATE)).getByRole('button', { name: REGENERATE }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate profile?' });
    expect(within(dialog).getByText(SERVER_REGENERATE_RISK)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(block(REGENERATE)).findByText(/Updating your profile…/)).toBeInTheDocument();
    await jobDoneAndNextCheck();
    expect(await within(block(REGENERATE)).findByText(/^Updated: 3 papers now in your profile; .*(→|new interest)/)).toBeInTheDocument();
    await toPublications(router);
    expect(screen.queryByText('not in your profile yet')).not.toBeInTheDocument();
  });

  it('Remove takes the paper off for good: it does not come back with the next fetch', async () => {
    const { user, router } = await openYourData();
    await toPublications(router);
    const title = 'Explainable Predictions for Learning Analytics Dashboards';
    const dialog = await removeThroughMenu(user, title);
    expect(await within(dialog).findByText('It is removed for good: fetching new papers will not bring it back.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: FETCH }));
    await user.click(await within(await screen.findByRole('region', { name: FETCH }, SLOW)).findByRole('button', { name: FETCH }));
    await jobDoneAndNextCheck();
    await screen.findByText('Updated: 3 new papers; 2 new posts.');
    await toPublications(router);
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('Edit makes the server\'s copy (a new id) and goes back to the list', async () => {
    const { user, router } = await openYourData();
    await toPublications(router);
    const title = 'Explainable Predictions for Learning Analytics Dashboards';
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Options for ${title}`) }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const field = await screen.findByLabelText('Title', undefined, SLOW);
    const oldId = router.state.location.pathname.split('/').pop() ?? '';
    const oldAsked = countRequests('GET', `${API}/papers/${oldId}/`);
    await user.clear(field);
    await user.type(field, 'Explainable predictions, revised');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Paper Updated!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/view-paper');
    expect(await screen.findByText('Explainable predictions, revised')).toBeInTheDocument();
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    // the copy's new id is followed: the old id (404 on a server that makes a copy) is not asked again
    expect(oldAsked()).toBe(0);
  });
});

/** An interest row as a RIMA server sends it: no weight_set_by_hand (the server never says which weights the user set). */
const serverInterest = (id: number, keyword: string, weight: number, source: string) => ({
  id,
  keyword,
  original_keywords: [],
  categories: [],
  tweet_ids: [],
  papers: [],
  weight,
  source,
});

async function openRegenerateConfirmation(options: { demoMode?: boolean } = {}) {
  const { user } = renderRoute('/app/user-profile', { user: 'demo@example.org', ...options });
  await screen.findByRole('heading', { name: 'Your data' }, SLOW);
  await user.click(within(block(REGENERATE)).getByRole('button', { name: REGENERATE }));
  return screen.findByRole('dialog', { name: 'Regenerate profile?' });
}

const listedEdits = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole('list', { name: 'Your edits this server reports, which may be undone:' }, SLOW))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe.each(['release', 'development'] as const)('the Regenerate confirmation on a RIMA server (%s line)', (line) => {
  beforeEach(() => setBackendLine(line));
  afterEach(() => setBackendLine('release'));

  it('says added, renamed or re-weighted interests may be undone, lists the Manual ones the server reports, and that hand-set weights cannot be told', async () => {
    server.use(
      http.get(`${API}/long-term/`, () =>
        HttpResponse.json([serverInterest(1, 'learning analytics', 5, 'Scholar'), serverInterest(2, 'open science', 3, 'Manual'), serverInterest(3, 'peer review', 2.5, 'Manual'), serverInterest(4, 'mooc', 4, 'Twitter')]),
      ),
    );
    const dialog = await openRegenerateConfirmation();
    expect(within(dialog).getByText(SERVER_REGENERATE_RISK)).toBeInTheDocument();
    expect(await listedEdits(dialog)).toEqual(['open science: added or renamed by you (weight 3)', 'peer review: added or renamed by you (weight 2.5)']);
    expect(within(dialog).getByText('It does not say which weights you set by hand: any weight you changed may be recomputed.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/are kept/)).not.toBeInTheDocument();
  });

  it('lists a weight set by hand too where the server marks it', async () => {
    server.use(http.get(`${API}/long-term/`, () => HttpResponse.json([{ ...serverInterest(1, 'learning analytics', 4, 'Scholar'), weight_set_by_hand: true }, { ...serverInterest(4, 'mooc', 4, 'Twitter'), weight_set_by_hand: false }])));
    const dialog = await openRegenerateConfirmation();
    expect(await listedEdits(dialog)).toEqual(['learning analytics: weight 4 set by you']);
    expect(within(dialog).queryByText(/It does not say which weights/)).not.toBeInTheDocument();
  });

  it('says so when the server reports no interest added or renamed by the user', async () => {
    server.use(http.get(`${API}/long-term/`, () => HttpResponse.json([serverInterest(4, 'mooc', 4, 'Twitter')])));
    const dialog = await openRegenerateConfirmation();
    expect(await within(dialog).findByText('This server reports no interest as added or renamed by you.', undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('names what failed when the interests cannot be read, and still offers Regenerate', async () => {
    server.use(http.get(`${API}/long-term/`, () => new HttpResponse(null, { status: 500 })));
    const dialog = await openRegenerateConfirmation();
    expect(await within(dialog).findByText(/Your interests could not be loaded, so the edits that may be undone cannot be listed\./, undefined, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  });
});

describe('Your data on the built-in backend', () => {
  it('says before each action what it may change: a fetch leaves the interests, a regeneration keeps the edits made by hand', async () => {
    renderRoute('/app/user-profile', { user: 'demo@example.org', demoMode: true });
    await screen.findByRole('heading', { name: 'Your data' }, SLOW);
    expect(within(block(FETCH)).getByText(/Papers you removed stay removed and your edits are kept\. Your interests do not change until you regenerate your profile\./)).toBeInTheDocument();
    expect(within(block(REGENERATE)).getByText(/Weights you set by hand, interests you renamed and interests you added yourself are kept/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reset account' })).toBeInTheDocument();
  });

  it('the demo account\'s second fetch says "Nothing new since …" once the built-in job has ended, in seconds, and names no server', async () => {
    const { user } = renderRoute('/app/user-profile', { user: 'demo@example.org', demoMode: true });
    await screen.findByRole('heading', { name: 'Your data' }, SLOW);
    await user.click(within(block(FETCH)).getByRole('button', { name: FETCH }));
    await jobDoneAndNextCheck();
    expect(await within(block(FETCH)).findByText('Updated: 3 new papers; 2 new posts.')).toBeInTheDocument();
    await user.click(within(block(FETCH)).getByRole('button', { name: FETCH }));
    await jobDoneAndNextCheck();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(block(FETCH)).findByText(/^Nothing new since \d\d:\d\d\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/server may still be working/)).not.toBeInTheDocument();
  });

  it('each block of Your data is a level-3 heading under its level-2 heading, Reset account included', async () => {
    renderRoute('/app/user-profile', { user: 'demo@example.org', demoMode: true });
    const panel = await screen.findByRole('region', { name: 'Your data' }, SLOW);
    expect(within(panel).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Your data']);
    const blocks = within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(blocks).toEqual(expect.arrayContaining([FETCH, REGENERATE, 'Removed papers', 'Reset account']));
    expect(within(panel).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('the Regenerate confirmation says the edits are kept, lists none and does not say they may be undone', async () => {
    const dialog = await openRegenerateConfirmation({ demoMode: true });
    expect(within(dialog).getByText(/Weights you set by hand, interests you renamed and interests you added yourself are kept/)).toBeInTheDocument();
    expect(within(dialog).queryByText(SERVER_REGENERATE_RISK)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers no fetch to an account without a Semantic Scholar id or a handle: a plain sentence instead', async () => {
    db.addUser({ email: 'unlinked@example.org', password: 'engine42', first_name: 'Una', last_name: 'Linked', twitter_account_id: '', author_id: null });
    renderRoute('/app/user-profile', { user: 'unlinked@example.org' });
    await screen.findByRole('heading', { name: 'Your data' }, SLOW);
    expect(within(block(FETCH)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(block(FETCH)).getByText(/There is nothing to fetch yet: add your Semantic Scholar id or your handle above/)).toBeInTheDocument();
    expect(within(block(REGENERATE)).getByRole('button', { name: REGENERATE })).toBeInTheDocument();
  });
});

/** Manage Interests (its own page): rows are groups named by the interest, each with its name field and weight slider. */
const editorList = () => screen.getByRole('form', { name: 'Interests' });
const editorRow = (name: string) => within(editorList()).getByRole('group', { name });
const weightOf = (name: string) => within(editorRow(name)).getByRole('slider', { name: 'Weight' });

async function openEditor(router: ReturnType<typeof renderRoute>['router']) {
  await act(() => router.navigate('/app/keyword'));
  await screen.findByRole('form', { name: 'Interests' }, SLOW);
}

describe.each(['release', 'development'] as const)('Regenerate profile on the built-in backend keeps the edits made in Manage Interests (%s line)', (line) => {
  beforeEach(() => setBackendLine(line));
  afterEach(() => setBackendLine('release'));

  it('a renamed interest stays under its new name with its weight, beside a hand-set weight and an added interest', async () => {
    const { user, router } = renderRoute('/app/keyword', { user: 'demo@example.org', demoMode: true });
    await screen.findByRole('form', { name: 'Interests' }, SLOW);
    // rename one interest and move its weight to the lowest; set another's weight by hand; add one
    const name = within(editorRow('self-regulated learning')).getByLabelText('Interest name');
    await user.clear(name);
    await user.type(name, 'self-regulation in learning');
    act(() => weightOf('self-regulation in learning').focus());
    await user.keyboard('{Home}');
    act(() => weightOf('learning analytics').focus());
    await user.keyboard('{Home}{PageUp}');
    const handSet = (weightOf('learning analytics') as HTMLInputElement).value;
    expect(handSet).not.toBe('5');
    const addForm = screen.getByRole('form', { name: 'Add an interest' });
    await user.type(within(addForm).getByLabelText('New interest'), 'open science');
    await user.click(within(addForm).getByRole('button', { name: 'Add' }));
    await user.click(within(editorList()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your Changes Has Been Successfully Updated!', undefined, SLOW)).toBeInTheDocument();

    await act(() => router.navigate('/app/user-profile'));
    await screen.findByRole('heading', { name: 'Your data' }, SLOW);
    await user.click(within(block(REGENERATE)).getByRole('button', { name: REGENERATE }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Regenerate profile?' })).getByRole('button', { name: 'Regenerate' }));
    await jobDoneAndNextCheck();
    await within(block(REGENERATE)).findByText(/^(Updated|Nothing new)/, undefined, SLOW);

    await openEditor(router);
    expect(weightOf('self-regulation in learning')).toHaveValue('1');
    expect(weightOf('learning analytics')).toHaveValue(handSet);
    expect(weightOf('open science')).toHaveValue('3');
    // the old name is not computed back
    expect(within(editorList()).queryByRole('group', { name: 'self-regulated learning' })).not.toBeInTheDocument();
  });
});

describe('Removed papers', () => {
  it('lists a paper removed for good on the built-in backend, and Restore puts it back in My Publications', async () => {
    const title = 'Explainable Predictions for Learning Analytics Dashboards';
    const { user, router } = renderRoute('/app/view-paper', { user: 'demo@example.org', demoMode: true });
    await screen.findByRole('table', undefined, SLOW);
    await user.click(within(await removeThroughMenu(user, title)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
    await act(() => router.navigate('/app/user-profile'));
    const section = await screen.findByRole('region', { name: 'Removed papers' }, SLOW);
    const list = await within(section).findByRole('list', { name: 'Removed papers' });
    expect(within(list).getByText(title)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Restore ${title}` }));
    expect(await within(section).findByText(`Restored: ${title} is back in My Publications.`)).toBeInTheDocument();
    expect(await within(section).findByText('You have not removed any paper.')).toBeInTheDocument();
    await toPublications(router);
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('is not offered on a RIMA server, which keeps no such list', async () => {
    await openYourData();
    expect(screen.queryByRole('region', { name: 'Removed papers' })).not.toBeInTheDocument();
  });
});

describe('the refresh loop stops', () => {
  it('when the user leaves the page: no more reads', async () => {
    const { user, unmount } = await openYourData();
    const papersRead = countRequests('GET', `${API}/papers/`);
    await user.click(screen.getByRole('button', { name: FETCH }));
    await screen.findByText(/Fetching new papers…/);
    unmount();
    const before = papersRead();
    await jobDoneAndNextCheck(REFRESH_DELAYS_MS.reduce((a, b) => a + b, 0));
    expect(papersRead()).toBe(before);
  });

  it('when the waits run out without a change: says so and reads no more, backing off in between', async () => {
    // the job never ends: the server's clock stands still
    const { user } = await openYourData();
    const papersRead = countRequests('GET', `${API}/papers/`);
    await user.click(screen.getByRole('button', { name: FETCH }));
    await screen.findByText(/Fetching new papers…/);
    const start = papersRead();
    await act(() => vi.advanceTimersByTimeAsync((REFRESH_DELAYS_MS[0] ?? 0) - 100));
    expect(papersRead()).toBe(start);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(papersRead()).toBe(start + 1));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_DELAYS_MS[1] ?? 0));
    await waitFor(() => expect(papersRead()).toBe(start + 2));
    for (const delay of REFRESH_DELAYS_MS.slice(2)) await act(() => vi.advanceTimersByTimeAsync(delay));
    expect(await screen.findByText(/^No change yet at \d\d:\d\d\. The server may still be working/)).toBeInTheDocument();
    const total = papersRead();
    expect(total).toBe(start + REFRESH_DELAYS_MS.length);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(papersRead()).toBe(total);
  });
});

describe('life-cycle failures', () => {
  it('a failed fetch names the action, leaves the data, and starts no loop', async () => {
    server.use(http.post(`${API}/fetch-papers/`, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const { user } = await openYourData();
    const demo = db.findUserByEmail('demo@example.org');
    const papers = db.state().papers.filter((paper) => paper.user === demo?.id).length;
    await user.click(screen.getByRole('button', { name: FETCH }));
    expect(await within(block(FETCH)).findByText('Fetch new papers and posts failed. The server failed to answer. Nothing was changed.')).toBeInTheDocument();
    expect(screen.queryByText(/Fetching new papers…/)).not.toBeInTheDocument();
    expect(db.state().papers.filter((paper) => paper.user === demo?.id)).toHaveLength(papers);
  });

  it('a 200 HTML page to Regenerate profile is a failure, not success', async () => {
    server.use(http.post(`${API}/regenerate-interest-profile/`, () => new HttpResponse('<html><body>Welcome</body></html>', { headers: { 'Content-Type': 'text/html' } })));
    const { user } = await openYourData();
    await user.click(screen.getByRole('button', { name: REGENERATE }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Regenerate profile?' })).getByRole('button', { name: 'Regenerate' }));
    expect(await within(block(REGENERATE)).findByText("Regenerate profile failed. The server's answer could not be read. Nothing was changed.")).toBeInTheDocument();
  });

  it('a double click starts one job', async () => {
    const fetches = countRequests('POST', `${API}/fetch-papers/`);
    const { user } = await openYourData();
    await user.dblClick(screen.getByRole('button', { name: FETCH }));
    await screen.findByText(/Fetching new papers…/);
    expect(fetches()).toBe(1);
  });

  it('a release server without the newer routes: Fetch new papers and posts says before it is pressed that it re-imports and recomputes the interests, asks first, then re-imports through trigger-data-updata/', async () => {
    const reimports = countRequests('POST', `${API}/trigger-data-updata/`);
    server.use(...releaseLacksLifecycle());
    const { user } = await openYourData();
    expect(within(block(FETCH)).getByText(/imports your papers and tweets again and then recomputes your interests/)).toBeInTheDocument();
    expect(within(block(FETCH)).queryByText(/without touching your interests/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FETCH }));
    const dialog = await screen.findByRole('dialog', { name: 'Fetch new papers and posts?' });
    expect(dialog).toHaveTextContent(SERVER_REGENERATE_RISK);
    expect(reimports()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Fetch' }));
    await jobDoneAndNextCheck();
    expect(await screen.findByText(/^Updated: 3 new papers/)).toBeInTheDocument();
    expect(reimports()).toBe(1);
  });

  it('a server with fetch-papers/ (development line): Fetch says it leaves the interests and runs at once, without a confirmation', async () => {
    const fetches = countRequests('POST', `${API}/fetch-papers/`);
    const { user } = await openYourData();
    expect(within(block(FETCH)).getByText(/without touching your interests/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FETCH }));
    await waitFor(() => expect(fetches()).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a release server without the newer routes: Regenerate profile asks first, then recomputes through trigger-paper-updata/', async () => {
    const recomputes = countRequests('POST', `${API}/trigger-paper-updata/`);
    server.use(...releaseLacksLifecycle());
    const { user } = await openYourData();
    await user.click(screen.getByRole('button', { name: REGENERATE }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate profile?' });
    expect(recomputes()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await within(block(REGENERATE)).findByText(/Updating your profile…/)).toBeInTheDocument();
    expect(recomputes()).toBe(1);
  });

  it('a release server: the first Remove confirmation already says a later import may bring the paper back, and Remove deletes it', async () => {
    server.use(...releaseLacksLifecycle());
    let removals = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/remove-paper-for-user/')) removals += 1;
    });
    const { user, router } = await openYourData();
    await toPublications(router);
    const dialog = await removeThroughMenu(user, 'Explainable Predictions for Learning Analytics Dashboards');
    expect(await within(dialog).findByText('A later import of your papers may bring it back.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/removed for good/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Paper deleted!')).toBeInTheDocument();
    // known from the probe: the delete went straight to DELETE papers/{id}/
    expect(removals).toBe(0);
  });

  it('on the built-in backend, which removes papers for good, My Publications asks nothing and says so in the first Remove confirmation', async () => {
    const probes = countRequests('GET', `${API}/remove-paper-for-user/0/`);
    const { user } = renderRoute('/app/view-paper', { user: 'demo@example.org', demoMode: true });
    const dialog = await removeThroughMenu(user, 'Explainable Predictions for Learning Analytics Dashboards');
    expect(within(dialog).getByText('It is removed for good: fetching new papers will not bring it back.')).toBeInTheDocument();
    expect(probes()).toBe(0);
  });

  it('My Publications asks once per session, with a GET that changes nothing, whether this server removes papers for good', async () => {
    const probes = countRequests('GET', `${API}/remove-paper-for-user/0/`);
    const { router } = await openYourData();
    await toPublications(router);
    await waitFor(() => expect(probes()).toBe(1));
    await act(() => router.navigate('/app/index'));
    await toPublications(router);
    expect(probes()).toBe(1);
  });
});
