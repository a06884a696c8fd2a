import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { env } from '@/config/env';
import { monthLabel } from '@/components/charts/lib/periods';
import { db, server } from '@/backend/node';
import { serveLongTermInterests } from '@/test/long-term-interests';
import { renderRoute } from '@/test/render-route';

/** The interests of the viewed user: the own whole list (GET long-term/) and the public one (GET long-term/user/{id}/) answer the same. */
const interestRoutes = (id: number, resolver: HttpResponseResolver) => [http.get(api(`interests/long-term/user/${id}/`), resolver), http.get(api('interests/long-term/'), resolver)];

const SLOW = { timeout: 8000 };
const DEMO = 'demo@example.org';
const api = (path: string) => `${env.apiUrl}/api/${path}`;

function idOf(email: string): number {
  return db.sessionFor(email).user.id;
}

async function openCloud(options: { viewing?: string } = {}) {
  const id = options.viewing ? idOf(options.viewing) : idOf(DEMO);
  const rendered = renderRoute(`/app/cloud-chart/${id}`, { user: DEMO });
  await screen.findByRole('heading', { level: 1, name: 'Interest Overview' }, SLOW);
  return { ...rendered, id };
}

const cloud = () => screen.findByRole('list', { name: 'Interests by weight' }, SLOW);

/** Activates a word or bar, then "Why this interest?" in its menu. */
async function openWhy(user: ReturnType<typeof renderRoute>['user'], mark: HTMLElement) {
  await user.click(mark);
  await user.click(await screen.findByRole('menuitem', { name: 'Why this interest?' }));
}

describe('Interest Overview (word cloud)', () => {
  it('draws the own interests sized by weight and offers Manage Interests', async () => {
    await openCloud();
    const list = await cloud();
    const words = within(list).getAllByRole('listitem');
    expect(words.length).toBeGreaterThan(5);
    // heavier interests are drawn larger: taking the plotted values heaviest first, the words' sizes fall
    const table = screen.getByRole('table', { name: `Interests by weight: ${words.length} interests` });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => ({ name: within(row).getByRole('rowheader').textContent, weight: Number(within(row).getByRole('cell').textContent) }))
      .sort((a, b) => b.weight - a.weight);
    const sizes = rows.map(({ name }) => parseFloat(getComputedStyle(within(list).getByRole('listitem', { name: (_, item) => item.textContent === name })).fontSize));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(rows[0]?.weight).toBeGreaterThan(rows.at(-1)?.weight ?? Infinity);
    expect(sizes[0]).toBeGreaterThan(sizes.at(-1) ?? Infinity);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Manage Interests' })).toHaveAttribute('href', `/app/cloud-chart/${idOf(DEMO)}?manage`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("shows another user's cloud read only, with their name and no management link", async () => {
    await openCloud({ viewing: 'mateo.alvarez@example.org' });
    expect(within(await cloud()).getByRole('button', { name: 'recommender system' })).toBeInTheDocument();
    expect(await screen.findByText('Mateo Alvarez')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Manage Interests' })).not.toBeInTheDocument();
  });

  it("says 'No Data Found' when the user has no interests", async () => {
    serveLongTermInterests([], { mine: true, user: idOf(DEMO) });
    await openCloud();
    expect(await screen.findByText('No Data Found', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows an inline error with a retry, and no toast, when the interests cannot be loaded', async () => {
    let calls = 0;
    server.use(
      ...interestRoutes(idOf(DEMO), () => {
        calls += 1;
        return calls === 1 ? new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }) : undefined;
      }),
    );
    const { user } = await openCloud();
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The server failed to answer.');
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await cloud()).getByRole('button', { name: 'learning analytics' })).toBeInTheDocument();
  });

  it('opens a Scholar interest on Publications, lists its papers and switches to an empty Tweets tab', async () => {
    serveLongTermInterests([
      {
        keyword: 'open science',
        weight: 4,
        source: 'Scholar',
        papers: [{ id: 7, title: '<img src=x onerror=alert(1)>Open data', year: 2024, url: 'javascript:alert(1)', abstract: 'About openness.' }],
      },
    ], { mine: true, user: idOf(DEMO) });
    const { user } = await openCloud();
    await openWhy(user, within(await cloud()).getByRole('button', { name: 'open science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why this interest: open science' });
    expect(within(dialog).getByRole('tab', { name: 'Publications' })).toHaveAttribute('aria-selected', 'true');
    const papers = within(dialog).getByRole('table', { name: /Publications of the interest/ });
    // untrusted title shown as text; a javascript: url is not made a link
    await user.click(within(papers).getByRole('button', { name: '<img src=x onerror=alert(1)>Open data' }));
    for (const link of within(papers).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.semanticscholar\.org\//);
    expect(dialog.querySelector('img')).toBeNull();
    await user.click(within(dialog).getByRole('tab', { name: 'Tweets' }));
    expect(within(dialog).getByText('No matching tweets found')).toBeInTheDocument();
  });

  it('opens a Twitter interest on Tweets, with the own tweet texts as cards', async () => {
    const tweet = db.state().tweets.find((t) => t.user === idOf(DEMO) && t.id_str);
    expect(tweet).toBeDefined();
    serveLongTermInterests([{ keyword: 'from tweets', weight: 3, source: 'Twitter', tweet_ids: [tweet?.id_str ?? ''] }], { mine: true, user: idOf(DEMO) });
    const { user } = await openCloud();
    await openWhy(user, within(await cloud()).getByRole('button', { name: 'from tweets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why this interest: from tweets' });
    expect(within(dialog).getByRole('tab', { name: 'Tweets' })).toHaveAttribute('aria-selected', 'true');
    const tweets = await within(dialog).findByRole('list', { name: 'Related tweets' }, SLOW);
    expect(within(tweets).getByText((tweet?.full_text ?? '').trim().slice(0, 40), { exact: false })).toBeInTheDocument();
    expect(within(tweets).getByRole('link', { name: `Open tweet ${tweet?.id_str} on Twitter` })).toHaveAttribute(
      'href',
      `https://twitter.com/i/web/status/${tweet?.id_str}`,
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Publications' }));
    expect(within(dialog).getByText('No matching publications found')).toBeInTheDocument();
  });

  it('says a Manual interest was added manually, and opens a word from the keyboard', async () => {
    serveLongTermInterests([{ keyword: 'hand made', weight: 2, source: 'Manual' }], { mine: true, user: idOf(DEMO) });
    const { user } = await openCloud();
    const word = within(await cloud()).getByRole('button', { name: 'hand made' });
    await user.tab();
    while (document.activeElement !== word) await user.tab();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('hand made: added manually (weight 2)');
    await user.keyboard('{Enter}');
    const why = await screen.findByRole('menuitem', { name: 'Why this interest?' });
    await waitFor(() => expect(why).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Why this interest: hand made' });
    expect(within(dialog).getByText('The interest hand made has been added manually.')).toBeInTheDocument();
    expect(within(dialog).getByText('Weight 2 · Added manually')).toBeInTheDocument();
    expect(within(dialog).queryByText(/From added/i)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(word).toHaveFocus();
  });
});

function shortTermJson(rows: { keyword: string; weight: number; source: 'Scholar' | 'Twitter'; year: number; month: number }[]) {
  return rows.map((row, index) => ({
    id: index + 1,
    keyword: row.keyword,
    original_keyword: '',
    original_keywords: [],
    categories: [],
    paper_db_ids: [],
    tweet_ids: [],
    weight: row.weight,
    source: row.source,
    model_month: row.month,
    model_year: row.year,
    user: 1,
    tweets: [],
    papers: [],
  }));
}

const tableOf = (caption: string) => screen.getByRole('table', { name: caption });

describe('Recent Interests (pie)', () => {
  it('shows publications of the last year and tweets of the last month of the own account', async () => {
    const now = new Date();
    const year = now.getFullYear();
    server.use(
      http.get(api(`interests/short-term/user/${idOf(DEMO)}/`), () =>
        HttpResponse.json(
          shortTermJson([
            { keyword: 'fresh paper', weight: 5, source: 'Scholar', year, month: 1 },
            { keyword: 'old paper', weight: 5, source: 'Scholar', year: year - 3, month: 1 },
            { keyword: 'fresh tweet', weight: 4, source: 'Twitter', year, month: now.getMonth() + 1 },
            { keyword: 'old tweet', weight: 4, source: 'Twitter', year: year - 1, month: 1 },
          ]),
        ),
      ),
    );
    renderRoute(`/app/pie-chart/${idOf(DEMO)}`, { user: DEMO });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent Interests' }, SLOW)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Publications over the last year' }, SLOW);
    const papers = tableOf('Recent interests from publications over the last year');
    expect(within(papers).getByRole('rowheader', { name: 'fresh paper' })).toBeInTheDocument();
    expect(within(papers).queryByText('old paper')).not.toBeInTheDocument();
    const tweets = tableOf('Recent interests from tweets over the last month');
    expect(within(tweets).getByRole('rowheader', { name: 'fresh tweet' })).toBeInTheDocument();
    expect(within(tweets).queryByText('old tweet')).not.toBeInTheDocument();
  });

  it('shows 5 slices of each where the windows hold 5: the short-term models completed from the stream graph', async () => {
    renderRoute(`/app/pie-chart/${idOf(DEMO)}`, { user: DEMO });
    await screen.findByRole('heading', { name: 'Tweets over the last month' }, SLOW);
    const rows = (caption: string) => within(tableOf(caption)).getAllByRole('rowheader').map((cell) => cell.textContent);
    const papers = rows('Recent interests from publications over the last year');
    const tweets = rows('Recent interests from tweets over the last month');
    expect(papers).toHaveLength(5);
    expect(tweets).toHaveLength(5);
    expect(new Set(papers).size).toBe(5);
  });

  it("says 'No data available' for a source without recent interests", async () => {
    server.use(
      http.get(api(`interests/short-term/user/${idOf(DEMO)}/`), () =>
        HttpResponse.json(shortTermJson([{ keyword: 'ancient', weight: 5, source: 'Scholar', year: 2001, month: 1 }])),
      ),
      http.get(api(`interests/stream-graph/user/${idOf(DEMO)}/`), () => HttpResponse.json({ twitter_data: {}, paper_data: { '2001': [{ keyword__name: 'ancient', weight: 5 }] } })),
    );
    renderRoute(`/app/pie-chart/${idOf(DEMO)}`, { user: DEMO });
    await screen.findByRole('heading', { name: 'Tweets over the last month' }, SLOW);
    expect(screen.getAllByText('No data available')).toHaveLength(2);
  });

  it("treats an empty list (a server that cannot compute interests) as 'No Data Found', not an error", async () => {
    server.use(http.get(api(`interests/short-term/user/${idOf(DEMO)}/`), () => HttpResponse.json([])));
    renderRoute(`/app/pie-chart/${idOf(DEMO)}`, { user: DEMO });
    expect(await screen.findByText('No Data Found', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows another researcher's recent interests from the built-in backend", async () => {
    renderRoute(`/app/pie-chart/${idOf('mateo.alvarez@example.org')}`, { user: DEMO });
    await screen.findByRole('heading', { name: 'Tweets over the last month' }, SLOW);
    expect(within(tableOf('Recent interests from tweets over the last month')).getAllByRole('row').length).toBeGreaterThan(1);
    expect(await screen.findByText('Mateo Alvarez')).toBeInTheDocument();
  });

  it('is where unknown /app paths land', async () => {
    renderRoute('/app/no-such-page', { user: DEMO });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent Interests' }, SLOW)).toBeInTheDocument();
  });
});

describe('Activities (bars)', () => {
  it('counts the last 5 years and 6 months, zero where nothing happened', async () => {
    const now = new Date();
    const year = now.getFullYear();
    const thisMonth = monthLabel(year, now.getMonth());
    server.use(
      http.get(api(`interests/activity-stats/user/${idOf(DEMO)}/`), () =>
        HttpResponse.json({ papers: { [String(year - 10)]: 9, [String(year - 1)]: 2 }, tweets: { 'January 2001': 40, [thisMonth]: 7 } }),
      ),
    );
    renderRoute(`/app/bar-chart/${idOf(DEMO)}`, { user: DEMO });
    await screen.findByRole('heading', { name: 'Publications per year (last 5 years)' }, SLOW);
    const papers = tableOf('Publications per year, last 5 years');
    const rows = within(papers).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${year - 4}0`,
      `${year - 3}0`,
      `${year - 2}0`,
      `${year - 1}2`,
      `${year}0`,
    ]);
    const tweets = tableOf('Tweets per month, last 6 months');
    const tweetRows = within(tweets).getAllByRole('row').slice(1);
    expect(tweetRows).toHaveLength(6);
    expect(tweetRows[5]).toHaveTextContent(`${thisMonth}7`);
    expect(within(tweets).queryByText('January 2001')).not.toBeInTheDocument();
  });

  it("says 'No Data Found' without any papers or tweets", async () => {
    server.use(http.get(api(`interests/activity-stats/user/${idOf(DEMO)}/`), () => HttpResponse.json({ papers: {}, tweets: {} })));
    renderRoute(`/app/bar-chart/${idOf(DEMO)}`, { user: DEMO });
    expect(await screen.findByText('No Data Found', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows an inline error with a retry when the server fails to answer', async () => {
    server.use(http.get(api(`interests/activity-stats/user/${idOf(DEMO)}/`), () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    renderRoute(`/app/bar-chart/${idOf(DEMO)}`, { user: DEMO });
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The server failed to answer.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no "Try again" when the server does not know the user (404): asking again cannot help', async () => {
    server.use(http.get(api(`interests/activity-stats/user/${idOf(DEMO)}/`), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    renderRoute(`/app/bar-chart/${idOf(DEMO)}`, { user: DEMO });
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The server does not know this item.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('malformed answers are reported as unreadable, never as "No data available"', () => {
  const year = new Date().getFullYear();
  it.each([
    [
      'negative weights (pie)',
      `/app/pie-chart/{id}`,
      'interests/short-term/user/{id}/',
      () => shortTermJson([{ keyword: 'minus', weight: -5, source: 'Scholar', year, month: 1 }]),
    ],
    ['activity keys that are not years', `/app/bar-chart/{id}`, 'interests/activity-stats/user/{id}/', () => ({ papers: { soon: 3 }, tweets: {} })],
    ['activity keys that are not months', `/app/bar-chart/{id}`, 'interests/activity-stats/user/{id}/', () => ({ papers: {}, tweets: { later: 3 } })],
    ['stream keys that are not months', `/app/stream-chart/{id}`, 'interests/stream-graph/user/{id}/', () => ({ twitter_data: { x: [] }, paper_data: {} })],
  ])('%s', async (_label, route, endpoint, body) => {
    const id = String(idOf(DEMO));
    server.use(http.get(api(endpoint.replace('{id}', id)), () => HttpResponse.json(body())));
    renderRoute(route.replace('{id}', id), { user: DEMO });
    const alerts = await screen.findAllByRole('alert', undefined, SLOW);
    expect(alerts.some((alert) => /The server's answer could not be read\./.test(alert.textContent ?? ''))).toBe(true);
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
  });
});

describe('Interest Trends (stream)', () => {
  it('lists the served keyword weights of tweets per month and of papers per year in legends and tables', async () => {
    const month = (name: string, points: [string, number][]) => [name, points.map(([keyword__name, weight]) => ({ keyword__name, weight }))];
    server.use(
      http.get(api(`interests/stream-graph/user/${idOf(DEMO)}/`), () =>
        HttpResponse.json({
          twitter_data: Object.fromEntries([
            month('January 2024', [['mooc', 2]]),
            month('February 2024', []),
            month('March 2024', [['mooc', 1.5], ['ethics', 3]]),
            month('April 2024', []),
            month('May 2024', [['ethics', 1]]),
            month('June 2024', [['mooc', 4]]),
          ]),
          paper_data: { '2020': [], '2021': [{ keyword__name: 'open science', weight: 2.5 }], '2022': [], '2023': [], '2024': [{ keyword__name: 'open science', weight: 1 }] },
        }),
      ),
    );
    renderRoute(`/app/stream-chart/${idOf(DEMO)}`, { user: DEMO });
    await screen.findByRole('heading', { name: 'Keywords in tweets (last 6 months)' }, SLOW);
    const cells = (caption: string) => within(tableOf(caption)).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));
    // keywords heaviest first (mooc 7.5, ethics 4), a row per month with 0 where a keyword has no weight
    expect(cells('Keyword weights in tweets per month, last 6 months')).toEqual([
      ['Month', 'mooc', 'ethics'],
      ['January 2024', '2', '0'],
      ['February 2024', '0', '0'],
      ['March 2024', '1.5', '3'],
      ['April 2024', '0', '0'],
      ['May 2024', '0', '1'],
      ['June 2024', '4', '0'],
    ]);
    const legend = (caption: string) => within(screen.getByRole('list', { name: `${caption}: legend` })).getAllByRole('listitem').map((item) => item.textContent);
    expect(legend('Keyword weights in tweets per month, last 6 months')).toEqual(['mooc', 'ethics']);
    expect(cells('Keyword weights in publications per year, last 5 years')).toEqual([['Year', 'open science'], ['2020', '0'], ['2021', '2.5'], ['2022', '0'], ['2023', '0'], ['2024', '1']]);
    expect(legend('Keyword weights in publications per year, last 5 years')).toEqual(['open science']);
  });

  it("covers the profile's window (6 years) where the backend gives it, as the built-in backend does", async () => {
    renderRoute(`/app/stream-chart/${idOf(DEMO)}`, { user: DEMO });
    await screen.findByRole('heading', { name: 'Keywords in publications (last 6 years)' }, SLOW);
    const years = within(tableOf('Keyword weights in publications per year, last 6 years')).getAllByRole('row').slice(1).map((row) => row.firstElementChild?.textContent);
    const now = new Date().getUTCFullYear();
    expect(years).toEqual([5, 4, 3, 2, 1, 0].map((back) => String(now - back)));
  });

  it("treats empty periods (a server that cannot compute interests) as 'No data is available at the moment'", async () => {
    server.use(
      http.get(api(`interests/stream-graph/user/${idOf(DEMO)}/`), () =>
        HttpResponse.json({ twitter_data: { 'May 2024': [], 'June 2024': [] }, paper_data: { '2023': [], '2024': [] } }),
      ),
    );
    renderRoute(`/app/stream-chart/${idOf(DEMO)}`, { user: DEMO });
    expect(await screen.findByText('No data is available at the moment', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Potential Interests (concept map)', () => {
  it('links the top 5 interests to their categories, cutting long labels, and never asks getsimilarity/ (its result was only logged)', async () => {
    let similarityAsked = false;
    server.use(
      http.get(api('interests/getsimilarity/'), () => {
        similarityAsked = true;
        return HttpResponse.json({ vals: 0.5 });
      }),
    );
    serveLongTermInterests([
      { keyword: 'one', weight: 5, source: 'Scholar', categories: ['A category whose name is far too long to show in full'] },
      { keyword: 'two', weight: 4, source: 'Scholar', categories: ['Learning'] },
      { keyword: 'three', weight: 3, source: 'Scholar', categories: ['Learning'] },
      { keyword: 'four', weight: 2, source: 'Twitter', categories: [] },
      { keyword: 'five', weight: 1.5, source: 'Twitter', categories: ['Ethics'] },
      { keyword: 'six', weight: 1, source: 'Twitter', categories: ['Never shown'] },
    ], { mine: true, user: idOf(DEMO) });
    renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO });
    const map = await screen.findByRole('group', { name: /Concept map of the top 5 interests/ }, SLOW);
    expect(within(map).getAllByRole('button', { name: /^Interest / })).toHaveLength(5);
    expect(within(map).queryByRole('button', { name: /six/ })).not.toBeInTheDocument();
    expect(within(map).getAllByRole('button', { name: /^Category / })).toHaveLength(3);
    expect(within(map).getByText('A category whose name is far too lo...')).toBeInTheDocument();
    // an interest without a category stays on the map, unlinked, and the chart says so
    expect(within(map).getByRole('button', { name: 'Interest four, no Wikipedia category, weight 2' })).toBeInTheDocument();
    expect(screen.getByText('No Wikipedia category for “four”: shown without links.')).toBeInTheDocument();
    expect(similarityAsked).toBe(false);
  });

  it('on the own map, a pressed category offers "Add as an interest": it is added with the rest of the list kept, with the toast \'Add Keyword !\'', async () => {
    const { user } = renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO });
    const map = await screen.findByRole('group', { name: /Concept map of the top 5 interests/ }, SLOW);
    expect(screen.getByText('Press a category to add it as an interest.')).toBeInTheDocument();
    const before = db.state().longTerm.filter((interest) => interest.user === idOf(DEMO)).length;
    const category = within(map).getAllByRole('button', { name: /^Category / })[0];
    if (!category) throw new Error('the demo map has no category');
    const name = (category.getAttribute('aria-label') ?? '').replace(/^Category /, '');
    await user.click(category);
    await user.click(screen.getByRole('button', { name: 'Add as an interest' }));
    expect(await screen.findByText('Add Keyword !')).toBeInTheDocument();
    expect(await screen.findByText(`“${name}” is one of your interests.`)).toBeInTheDocument();
    const after = db.state().longTerm.filter((interest) => interest.user === idOf(DEMO));
    expect(after).toHaveLength(before + 1);
    expect(after.map((interest) => interest.keyword.toLowerCase())).toContain(name.toLowerCase());
  });

  it('on the own map, the keyboard reaches "Add as an interest" without tabbing through the nodes: the map\'s first stop skips to a list of its categories', async () => {
    const { user } = renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO });
    const map = await screen.findByRole('group', { name: /Concept map of the top 5 interests/ }, SLOW);
    const nodes = within(map).getAllByRole('button');
    const skip = screen.getByRole('button', { name: 'Skip the map to its categories' });
    // the skip button comes before every node of the map
    nodes.forEach((node) => expect(skip.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
    skip.focus();
    await user.keyboard('{Enter}');
    const chooser = screen.getByRole('combobox', { name: 'Category' });
    expect(chooser).toHaveFocus();
    const names = within(chooser).getAllByRole('option').slice(1).map((option) => option.textContent ?? '');
    expect(names).toEqual(within(map).getAllByRole('button', { name: /^Category / }).map((node) => (node.getAttribute('aria-label') ?? '').replace(/^Category /, '')));
    const name = names[0] ?? '';
    await user.selectOptions(chooser, name);
    // the chosen category is pressed on the map too
    expect(within(map).getByRole('button', { name: `Category ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add as an interest' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Add Keyword !')).toBeInTheDocument();
    expect(await screen.findByText(`“${name}” is one of your interests.`)).toBeInTheDocument();
  });

  it('another user\'s map offers no "Add as an interest"', async () => {
    const other = db.state().users.find((candidate) => candidate.email !== DEMO);
    if (!other) throw new Error('no second seeded user');
    renderRoute(`/app/concept-chart/${other.id}`, { user: DEMO, viewing: other.id });
    await screen.findByRole('heading', { name: 'Potential Interests' }, SLOW);
    await screen.findByRole('group', { name: /Concept map of the top \d+ interests/ }, SLOW);
    expect(screen.queryByText('Press a category to add it as an interest.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add as an interest' })).not.toBeInTheDocument();
  });

  it('on the built-in backend, says from the stored account when Wikipedia could not be reached as the interests were built, and when they are built again', async () => {
    serveLongTermInterests([{ keyword: 'one', weight: 5, source: 'Scholar', categories: ['Learning'] }], { mine: true, user: idOf(DEMO) });
    // what the account's row keeps (and a reload reads back): no request of this page decides it
    const row = db.state().users.find((candidate) => candidate.email === DEMO);
    if (!row) throw new Error('no demo account');
    row.wikipedia = 'unreachable';
    renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO, demoMode: true });
    expect(
      await screen.findByText(
        'Wikipedia could not be reached when your interests were built: the categories come from the built-in list. Your interests are built again with Wikipedia at your next refresh or regeneration of the interest profile.',
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('without Wikipedia and without any category, says once that the categories are missing and still shows the top interests', async () => {
    serveLongTermInterests(
      ['knowledge tracing', 'affect detection', 'student modeling', 'learning analytics', 'bayesian networks', 'moocs'].map((keyword, i) => ({ keyword, weight: 5 - i * 0.5, source: 'Scholar' as const, categories: [] })),
      { mine: true, user: idOf(DEMO) },
    );
    const row = db.state().users.find((candidate) => candidate.email === DEMO);
    if (!row) throw new Error('no demo account');
    row.wikipedia = 'unreachable';
    renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO, demoMode: true });
    const said = await screen.findByText(/^Wikipedia could not be reached when your interests were built, so their categories are missing: the top interests are shown without them\./, undefined, SLOW);
    expect(said).toHaveAttribute('role', 'status');
    const map = await screen.findByRole('group', { name: /Concept map of the top 5 interests/ }, SLOW);
    expect(within(map).getAllByRole('button', { name: /^Interest / }).map((node) => node.getAttribute('aria-label'))).toEqual(
      ['knowledge tracing', 'affect detection', 'student modeling', 'learning analytics', 'bayesian networks'].map((keyword, i) => `Interest ${keyword}, weight ${5 - i * 0.5}`),
    );
    // said once: no second sentence, no claim that the built-in list gave the categories, no mark on each interest
    expect(screen.queryByText('These interests have no Wikipedia categories yet.')).not.toBeInTheDocument();
    expect(screen.queryByText(/the categories come from the built-in list/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No Wikipedia category for/)).not.toBeInTheDocument();
    expect(within(map).queryByText('no Wikipedia category')).not.toBeInTheDocument();
  });

  it("on the built-in backend, another user's map says Wikipedia could not be reached for their interests, not the caller's", async () => {
    const other = db.state().users.find((candidate) => candidate.email !== DEMO);
    if (!other) throw new Error('no second seeded user');
    other.wikipedia = 'unreachable';
    renderRoute(`/app/concept-chart/${other.id}`, { user: DEMO, viewing: other.id, demoMode: true });
    expect(await screen.findByText('Wikipedia could not be reached when these interests were built: the categories come from the built-in list.', undefined, SLOW)).toBeInTheDocument();
  });

  it('says nothing of Wikipedia when it answered, or on a RIMA server (which is never asked)', async () => {
    let asked = 0;
    serveLongTermInterests([{ keyword: 'one', weight: 5, source: 'Scholar', categories: ['Learning'] }], { mine: true, user: idOf(DEMO) });
    server.use(
      http.get(api('standalone/wikipedia-status/:id/'), () => {
        asked += 1;
        return HttpResponse.json({ wikipedia: 'live' });
      }),
    );
    const { unmount } = renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO, demoMode: true });
    await screen.findByRole('group', { name: /Concept map of the top/ }, SLOW);
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText(/Wikipedia could not be reached/)).not.toBeInTheDocument();
    unmount();
    renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO });
    await screen.findByRole('group', { name: /Concept map of the top/ }, SLOW);
    expect(asked).toBe(1);
  });

  it("says 'No Data Found' without interests", async () => {
    serveLongTermInterests([], { mine: true, user: idOf(DEMO) });
    renderRoute(`/app/concept-chart/${idOf(DEMO)}`, { user: DEMO });
    expect(await screen.findByText('No Data Found', undefined, SLOW)).toBeInTheDocument();
  });
});
