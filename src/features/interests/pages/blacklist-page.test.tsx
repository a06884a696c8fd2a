import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 8000 };
const BLACKLIST_URL = `${env.apiUrl}/api/interests/black-listed-keywords/`;
const UNSUPPORTED =
  'This server does not offer blacklist management. Deleting an interest on the Manage Interests page blacklists it; saving it again removes it from the blacklist.';

async function openPage() {
  const rendered = renderRoute('/app/blacklisted-keywords', { user: 'demo@example.org' });
  await screen.findByRole('heading', { name: 'Blacklisted Keywords' }, SLOW);
  return rendered;
}

/** A stateful stand-in for the spec's blacklist endpoints. */
function fakeBlacklist(initial: { id: number; keyword: string }[]) {
  let list = [...initial];
  let nextId = 500;
  server.use(
    http.get(BLACKLIST_URL, () => HttpResponse.json(list)),
    http.post(BLACKLIST_URL, async ({ request }) => {
      const body = (await request.json()) as { keywords: string[] };
      for (const keyword of body.keywords) list.push({ id: nextId++, keyword });
      return HttpResponse.json(list);
    }),
    http.delete(`${BLACKLIST_URL}:id/`, ({ params }) => {
      list = list.filter((item) => item.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('Blacklisted Keywords', () => {
  it('shows "No Keywords Data" for an empty list', async () => {
    fakeBlacklist([]);
    await openPage();
    expect(await screen.findByText('No Keywords Data')).toBeInTheDocument();
    expect(screen.getByLabelText('Keyword')).toBeInTheDocument();
  });

  it('adds a keyword, says so, and deletes it again', async () => {
    fakeBlacklist([{ id: 1, keyword: 'bitcoin' }]);
    const { user } = await openPage();
    const list = await screen.findByRole('list', { name: 'Blacklisted keywords' });
    expect(within(list).getByText('bitcoin')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Keyword'), 'blockchain');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Add Keyword !')).toBeInTheDocument();
    expect(await within(list).findByText('blockchain')).toBeInTheDocument();
    expect(screen.getByLabelText('Keyword')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Delete blockchain' }));
    await waitFor(() => expect(screen.queryByText('blockchain')).not.toBeInTheDocument());
    expect(screen.getByText('bitcoin')).toBeInTheDocument();
  });

  it('asks for a keyword before adding', async () => {
    let posts = 0;
    fakeBlacklist([]);
    server.use(
      http.post(BLACKLIST_URL, () => {
        posts += 1;
        return HttpResponse.json([]);
      }),
    );
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Keyword')).toHaveAccessibleDescription('Keyword is required');
    expect(posts).toBe(0);
  });

  it('explains plainly, without an error toast, when the server has no blacklist (404)', async () => {
    server.use(http.get(BLACKLIST_URL, () => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })));
    await openPage();
    expect(await screen.findByText(UNSUPPORTED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Keyword')).not.toBeInTheDocument();
    // give a toast the chance to appear
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });

  it('shows the normal error state for other failures', async () => {
    server.use(http.get(BLACKLIST_URL, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    await openPage();
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(UNSUPPORTED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // one message per failure: the page's error, no toast
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
  });

  it('shows a long blacklist 50 at a time and cuts a 1 MB keyword, with the full text on demand', async () => {
    const huge = 'q'.repeat(1024 * 1024);
    fakeBlacklist([{ id: 1, keyword: huge }, ...Array.from({ length: 119 }, (_, i) => ({ id: i + 2, keyword: `word ${i + 2}` }))]);
    const { user } = await openPage();
    const list = await screen.findByRole('list', { name: 'Blacklisted keywords' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    const pager = screen.getByRole('navigation', { name: 'Blacklist pages' });
    expect(pager).toHaveTextContent('Showing 1–50 of 120 keywords');
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('no items');
    expect(first.textContent?.length).toBeLessThan(200);
    await user.click(within(first).getByRole('button', { name: /Show all/ }));
    expect(first.textContent?.length).toBeGreaterThan(1024 * 1024);

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Showing 101–120 of 120 keywords');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  });
});
