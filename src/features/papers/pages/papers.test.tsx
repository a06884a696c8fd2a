import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { session } from '@/lib/session';
import { server } from '@/backend/node';
import { releaseLacksLifecycle } from '@/backend/test-utils/api';
import { renderRoute } from '@/test/render-route';

const PAPERS_URL = `${env.apiUrl}/api/interests/papers/`;
const LONG_TITLE = `${'Open learner models for reflective learning in ' + 'higher education'.padEnd(24, '!')}Z tail`; // 77 characters
const LONG_AUTHORS = 'Ada Lovelace, Charles Babbage, Grace Hopper, Alanna Turing, Kurt G.'; // 67 characters

type NewPaper = { title: string; url?: string; year?: string; authors?: string; abstract?: string };

const SLOW = { timeout: 8000 };

async function fillPaperForm(user: ReturnType<typeof renderRoute>['user'], paper: NewPaper) {
  await user.type(await screen.findByLabelText('Title', undefined, SLOW), paper.title);
  if (paper.url) await user.type(screen.getByLabelText('URL'), paper.url);
  await user.type(screen.getByLabelText('Year'), paper.year ?? '2023');
  if (paper.authors) await user.type(screen.getByLabelText('Authors'), paper.authors);
  if (paper.abstract) await user.type(screen.getByLabelText('Abstract'), paper.abstract);
}

/** Adds a paper through the Add Publication page and waits for the list. */
async function addPaperThroughUi(paper: NewPaper) {
  const rendered = renderRoute('/app/add-paper', { user: 'demo@example.org' });
  await screen.findByRole('heading', { name: 'Add Publication' }, SLOW);
  await fillPaperForm(rendered.user, paper);
  await rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('heading', { name: 'My Publications' }, SLOW);
  return rendered;
}

async function openOptions(user: ReturnType<typeof renderRoute>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: `Options for ${title}` }, SLOW));
  return screen.getByRole('menu');
}

describe('My Publications', () => {
  it('shows the empty state when there are no papers', async () => {
    server.use(http.get(PAPERS_URL, () => HttpResponse.json([])));
    renderRoute('/app/view-paper', { user: 'demo@example.org' });
    expect(await screen.findByRole('heading', { name: 'My Publications' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('No Papers Found')).toBeInTheDocument();
  });

  it('lists papers with Year, Title and Authors cut at 70 and 50 characters', async () => {
    expect(LONG_TITLE).toHaveLength(77);
    expect(LONG_AUTHORS).toHaveLength(67);
    server.use(
      http.get(PAPERS_URL, () =>
        HttpResponse.json([
          { id: 11, title: LONG_TITLE, authors: LONG_AUTHORS, url: null, year: 2022, abstract: '' },
          { id: 12, title: 'x'.repeat(70), authors: 'y'.repeat(50), url: null, year: 2019, abstract: null },
        ]),
      ),
    );
    renderRoute('/app/view-paper', { user: 'demo@example.org' });
    const table = await screen.findByRole('table', undefined, SLOW);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Year', 'Title', 'Authors', 'Options']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('2022');
    expect(cells[1]?.textContent).toBe(`${LONG_TITLE.slice(0, 70)} ...`);
    expect(cells[2]?.textContent).toBe(`${LONG_AUTHORS.slice(0, 50)} ...`);
    const exact = within(second as HTMLElement).getAllByRole('cell');
    expect(exact[1]?.textContent).toBe('x'.repeat(70));
    expect(exact[2]?.textContent).toBe('y'.repeat(50));
  });

  it('adds a paper and shows its details in the Paper Detail modal', async () => {
    const { user, router } = await addPaperThroughUi({
      title: 'Peer feedback at scale',
      url: 'https://www.semanticscholar.org/paper/abc123',
      year: '2021',
      authors: 'A. Lovelace, C. Babbage',
      abstract: 'We analyse <b>peer</b> feedback.',
    });
    expect(router.state.location.pathname).toBe('/app/view-paper');
    expect(await screen.findByText('Paper Added!')).toBeInTheDocument();
    await openOptions(user, 'Peer feedback at scale');
    await user.click(screen.getByRole('menuitem', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'Paper Detail' });
    expect(within(dialog).getByText('Peer feedback at scale')).toBeInTheDocument();
    expect(within(dialog).getByText('2021')).toBeInTheDocument();
    expect(within(dialog).getByText('A. Lovelace, C. Babbage')).toBeInTheDocument();
    expect(within(dialog).getByText('We analyse <b>peer</b> feedback.')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'See paper on Semantic Scholar' });
    expect(link).toHaveAttribute('href', 'https://www.semanticscholar.org/paper/abc123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cuts a 1 MB abstract in the Paper Detail modal and shows all of it on demand', async () => {
    const abstract = `Start of the abstract. ${'word '.repeat(200_000)}End of the abstract.`;
    server.use(http.get(PAPERS_URL, () => HttpResponse.json([{ id: 21, title: 'Huge abstract', authors: 'A. Author', url: null, year: 2020, abstract }])));
    const { user } = renderRoute('/app/view-paper', { user: 'demo@example.org' });
    await openOptions(user, 'Huge abstract');
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paper Detail' });
    expect(within(dialog).getByText(/^Start of the abstract\./)).toBeInTheDocument();
    expect(within(dialog).queryByText(/End of the abstract\.$/)).not.toBeInTheDocument();
    const more = within(dialog).getByRole('button', { name: `Show all ${abstract.length.toLocaleString('en-US')} characters` });
    await user.click(more);
    expect(within(dialog).getByText(/End of the abstract\.$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a long added title cut to 70 characters in the list', async () => {
    await addPaperThroughUi({ title: LONG_TITLE, authors: LONG_AUTHORS });
    expect(await screen.findByText(`${LONG_TITLE.slice(0, 70)} ...`)).toBeInTheDocument();
    expect(screen.getByText(`${LONG_AUTHORS.slice(0, 50)} ...`)).toBeInTheDocument();
    expect(screen.queryByText(LONG_TITLE)).not.toBeInTheDocument();
  });

  it('edits a paper with its fields preloaded', async () => {
    const { user, router } = await addPaperThroughUi({ title: 'Draft title', year: '2020', authors: 'Someone' });
    await openOptions(user, 'Draft title');
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));

    expect(await screen.findByRole('heading', { name: 'Edit Publication' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/app\/edit-paper\/\d+$/);
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Draft title');
    expect(screen.getByLabelText('Year')).toHaveValue(2020);
    expect(screen.getByLabelText('Authors')).toHaveValue('Someone');
    await user.clear(title);
    await user.type(title, 'Final title');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Paper Updated!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Publications' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/view-paper');
    expect(await screen.findByText('Final title')).toBeInTheDocument();
    expect(screen.queryByText('Draft title')).not.toBeInTheDocument();
  });

  it('removes a paper only after Delete in the confirmation', async () => {
    const { user } = await addPaperThroughUi({ title: 'Paper to remove' });
    await openOptions(user, 'Paper to remove');
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove paper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Paper to remove')).toBeInTheDocument();

    await openOptions(user, 'Paper to remove');
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove paper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Paper deleted!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Paper to remove')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the options menu from the keyboard and closes it with Escape', async () => {
    const { user } = await addPaperThroughUi({ title: 'Keyboard paper' });
    const button = await screen.findByRole('button', { name: 'Options for Keyboard paper' }, SLOW);
    // React Aria's buttons note their focus in state: inside act like any event
    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // focus returns to the button on the next frame
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Fetch new papers and posts and Regenerate profile lead to Your data on My account, and Back leads to the own word cloud', async () => {
    const { user, router } = renderRoute('/app/view-paper', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: 'My Publications' }, SLOW);
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('button', { name: /Fetch|Generate|Regenerate/ })).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Fetch new papers and posts' })).toHaveAttribute('href', '/app/user-profile#your-data');
    expect(main.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/app/cloud-chart/${session.getOwnId()}`);
    await user.click(main.getByRole('link', { name: 'Regenerate profile' }));
    expect(await screen.findByRole('heading', { name: 'Your data' }, SLOW)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/app/user-profile');
  });
});

describe('Add Publication', () => {
  it('offers the five fields with the right kinds of input', async () => {
    renderRoute('/app/add-paper', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: 'Add Publication' }, SLOW);
    expect(screen.getByLabelText('Title')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Authors')).toBeInTheDocument();
    expect(screen.getByLabelText('Abstract').tagName).toBe('TEXTAREA');
  });

  it('creates one paper on a double click', async () => {
    let posts = 0;
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url === PAPERS_URL) posts += 1;
    };
    server.events.on('request:start', onRequest);
    try {
      const { user } = renderRoute('/app/add-paper', { user: 'demo@example.org' });
      await screen.findByRole('heading', { name: 'Add Publication' }, SLOW);
      await fillPaperForm(user, { title: 'Only once' });
      await user.dblClick(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('heading', { name: 'My Publications' }, SLOW);
      expect(posts).toBe(1);
      expect(await screen.findAllByText('Only once')).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('puts a 400 next to its field until the field is edited, raises the toast and keeps everything typed', async () => {
    server.use(http.post(PAPERS_URL, () => HttpResponse.json({ year: ['A valid integer is required.'] }, { status: 400 })));
    const { user, router } = renderRoute('/app/add-paper', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: 'Add Publication' }, SLOW);
    await fillPaperForm(user, { title: 'Kept title', year: '1999', authors: 'Kept authors', abstract: 'Kept abstract' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Year: A valid integer is required.')).toBeInTheDocument();
    const year = screen.getByLabelText('Year');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription('A valid integer is required.');
    expect(screen.getByLabelText('Title')).toHaveValue('Kept title');
    expect(screen.getByLabelText('Authors')).toHaveValue('Kept authors');
    expect(screen.getByLabelText('Abstract')).toHaveValue('Kept abstract');
    expect(router.state.location.pathname).toBe('/app/add-paper');
    expect(screen.queryByText('Paper Added!')).not.toBeInTheDocument();

    // the server's word on the year no longer applies once the year is edited
    await user.clear(year);
    await user.type(year, '2001');
    expect(year).not.toHaveAttribute('aria-invalid');
    expect(year).not.toHaveAccessibleDescription('A valid integer is required.');
  });

  it('says "The server failed to answer. Try again." on a server failure and stays', async () => {
    server.use(http.post(PAPERS_URL, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const { user, router } = renderRoute('/app/add-paper', { user: 'demo@example.org' });
    await screen.findByRole('heading', { name: 'Add Publication' }, SLOW);
    await fillPaperForm(user, { title: 'Not lost' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server failed to answer. Try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Not lost');
    expect(router.state.location.pathname).toBe('/app/add-paper');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('Edit Publication', () => {
  it('shows a 400 on update next to its field and keeps the edits', async () => {
    server.use(
      ...releaseLacksLifecycle(),
      http.get(`${PAPERS_URL}:id/`, () => HttpResponse.json({ id: 5, title: 'Loaded', authors: 'A', url: 'https://example.org/p', year: 2018, abstract: 'Abs' })),
      http.patch(`${PAPERS_URL}:id/`, () => HttpResponse.json({ url: ['Ensure this field has no more than 1024 characters.'] }, { status: 400 })),
    );
    const { user } = renderRoute('/app/edit-paper/5', { user: 'demo@example.org' });
    const title = await screen.findByLabelText('Title', undefined, SLOW);
    expect(title).toHaveValue('Loaded');
    expect(screen.getByLabelText('URL')).toHaveValue('https://example.org/p');
    expect(screen.getByLabelText('Abstract')).toHaveValue('Abs');
    await user.type(title, ' changed');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Url: Ensure this field has no more than 1024 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription('Ensure this field has no more than 1024 characters.');
    expect(screen.getByLabelText('Title')).toHaveValue('Loaded changed');
  });
});
