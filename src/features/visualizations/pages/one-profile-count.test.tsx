import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { env } from '@/config/env';
import { manageInterestsSearch } from '@/config/paths';
import { captureDownloads } from '@/test/downloads';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-support';
import { db } from '@/backend/node';

setUpRouteTests();

const SLOW = { timeout: 15_000 };
const DEMO = 'demo@example.org';
const idOf = (email: string) => db.sessionFor(email).user.id;

/** How many interests a route of the user API lists for the demo account. */
async function countAt(path: string): Promise<number> {
  const response = await fetch(`${env.apiUrl}/api/interests/${path}`, { headers: { Authorization: `Token ${db.sessionFor(DEMO).token}` } });
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.length : Number.NaN;
}

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
});
afterEach(() => {
  capture.undo();
  vi.restoreAllMocks();
});

describe('one profile, one number', () => {
  it('counts the same interests of the demo account on the dashboard, the overview, the editor, How does it work? and the export', async () => {
    const id = idOf(DEMO);
    const all = await countAt('long-term/');
    // the public list keeps at most 15 computed interests: more than that and a screen reading it would show fewer
    expect(all).toBeGreaterThan(await countAt(`long-term/user/${id}/`));

    renderRoute('/app/index', { user: DEMO });
    const main = await screen.findByRole('main', undefined, SLOW);
    await waitFor(() => expect(within(main).getByText('Interests').nextElementSibling).toHaveTextContent(String(all)), SLOW);
    cleanup();

    const overview = renderRoute(`/app/cloud-chart/${id}`, { user: DEMO });
    expect(await screen.findByRole('heading', { name: `${all} interests` }, SLOW)).toBeInTheDocument();
    const words = await screen.findByRole('list', { name: 'Interests by weight' }, SLOW);
    expect(within(words).getAllByRole('button')).toHaveLength(all);

    await overview.user.click(screen.getByRole('button', { name: 'Download' }));
    await overview.user.click(screen.getByRole('menuitem', { name: 'Download interests (CSV)' }));
    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    const csv = (await capture.downloads[0]?.blob.text()) ?? '';
    // a header line and a line per interest
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(all + 1);
    cleanup();

    renderRoute(`/app/cloud-chart/${id}${manageInterestsSearch()}`, { user: DEMO });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Interests' }, SLOW);
    const form = await within(dialog).findByRole('form', { name: 'Interests' }, SLOW);
    expect(within(form).getAllByRole('group').filter((group) => group.hasAttribute('data-row-key'))).toHaveLength(all);
    cleanup();

    renderRoute(`/app/how-it-works/${id}`, { user: DEMO });
    expect(await screen.findByText(`The final interests, each sized by its weight: showing the 15 strongest of ${all}.`, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `The Interest Overview shows all ${all}` })).toHaveAttribute('href', `/app/cloud-chart/${id}`);
  }, 60_000);
});
