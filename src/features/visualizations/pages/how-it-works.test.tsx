import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';

/** The interests of the viewed user: the own whole list (GET long-term/) and the public one (GET long-term/user/{id}/) answer the same. */
const interestRoutes = (id: number, resolver: HttpResponseResolver) => [http.get(api(`interests/long-term/user/${id}/`), resolver), http.get(api('interests/long-term/'), resolver)];

const SLOW = { timeout: 8000 };
const DEMO = 'demo@example.org';
const OTHER = 'mateo.alvarez@example.org';
const api = (path: string) => `${env.apiUrl}/api/${path}`;
const idOf = (email: string) => db.sessionFor(email).user.id;
const THIS_YEAR = new Date().getFullYear();
const NO_WEIGHTS = 'This server does not report the weights of keyphrases: the steps show them by name.';

const PAPERS = [
  { id: 11, title: 'A Recommender System for Open Courses', year: THIS_YEAR - 1, abstract: 'We recommend MOOCs to learners.' },
  { id: 12, title: 'Dashboards for teachers', year: THIS_YEAR, abstract: 'Recommender systems and learning analytics in the classroom.' },
  { id: 13, title: 'Nothing in common', year: THIS_YEAR - 2, abstract: 'Graph theory.' },
];

/**
 * Long-term interests as a server sends them. Development-shaped: `original_keywords_with_weights`
 * present. (The newer line also sends a paper's `user` as a list of ids; the papers here leave
 * `user` out, so the fixture parses with the schema on main, which reads it as one id.)
 */
function interestsJson(shape: 'release' | 'development') {
  const list = [
    {
      keyword: 'recommender system',
      weight: 5,
      source: 'Scholar',
      phrases: { 'recommender systems': 4.2, 'recommender system': 1.5 },
      papers: PAPERS,
    },
    { keyword: 'mooc', weight: 3.5, source: 'Scholar & Twitter', phrases: { mooc: 3 }, papers: [PAPERS[0]], tweet_ids: ['99'] },
    { keyword: 'learning analytics', weight: 3, source: 'Scholar', phrases: { 'learning analytics': 2.5, 'learning analytic': 1 }, papers: [PAPERS[1]] },
    { keyword: 'open science', weight: 2, source: 'Manual', phrases: {}, papers: [] },
    { keyword: 'hashtag', weight: 1.5, source: 'Twitter', phrases: { hashtags: 2 }, papers: [], tweet_ids: ['98'] },
    { keyword: 'graph theory', weight: 1, source: 'Scholar', phrases: { 'graph theory': 1 }, papers: [PAPERS[2]] },
  ];
  return list.map((item, index) => ({
    id: index + 1,
    keyword: item.keyword,
    original_keyword: '',
    original_keywords: Object.keys(item.phrases),
    ...(shape === 'development' ? { original_keywords_with_weights: Object.entries(item.phrases).map(([phrase, weight]) => ({ [phrase]: weight })) } : {}),
    categories: [],
    tweet_ids: item.tweet_ids ?? [],
    papers: item.papers.map((paper) => ({ authors: 'Lena Hoffmann', url: null, ...paper })),
    weight: item.weight,
    source: item.source,
    user: 1,
    tweets: [],
  }));
}

function profileJson(id: number, linked: boolean) {
  return {
    email: 'x@example.org',
    first_name: 'Lena',
    last_name: 'Hoffmann',
    id,
    twitter_account_id: linked ? '@lena_h' : '',
    author_id: linked ? '2093614' : null,
    paper_count: 3,
    tweet_count: 12,
  };
}

function serve(id: number, shape: 'release' | 'development', options: { linked?: boolean } = {}) {
  server.use(
    http.get(api(`accounts/public-profile/${id}/`), () => HttpResponse.json(profileJson(id, options.linked ?? true))),
    ...interestRoutes(id, () => HttpResponse.json(interestsJson(shape))),
    http.get(api(`interests/activity-stats/user/${id}/`), () =>
      HttpResponse.json({ papers: { [String(THIS_YEAR)]: 1, [String(THIS_YEAR - 1)]: 4, [String(THIS_YEAR - 2)]: 2, [String(THIS_YEAR - 5)]: 3, '1999': 9 }, tweets: {} }),
    ),
  );
}

async function open(id: number) {
  const rendered = renderRoute(`/app/how-it-works/${id}`, { user: DEMO });
  await screen.findByRole('heading', { level: 1, name: 'How does it work?' }, SLOW);
  return rendered;
}

/** The list item of a step, found by its heading. */
function step(number: number, title: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 2, name: `Step ${number}: ${title}` }).closest('li');
  if (!item) throw new Error(`step ${number} is not a list item`);
  return item;
}
const interestBlock = (name: RegExp) => screen.getByRole('region', { name });

describe('How does it work? on development-shaped data (keyphrases with weights)', () => {
  it('shows five numbered steps with their headings, in order', async () => {
    serve(idOf(DEMO), 'development');
    await open(idOf(DEMO));
    const steps = within(screen.getByRole('list', { name: 'Steps from the data to the interest profile' })).getAllByRole('heading', { level: 2 });
    expect(steps.map((heading) => heading.textContent)).toEqual([
      'Step 1: Data sources',
      'Step 2: Collected publications',
      'Step 3: Extracted keyphrases',
      'Step 4: Generated profile',
      'Step 5: Resulting interest profile',
    ]);
  });

  it('step 1 links the Semantic Scholar author and names the Twitter handle', async () => {
    serve(idOf(DEMO), 'development');
    await open(idOf(DEMO));
    const sources = step(1, 'Data sources');
    expect(await within(sources).findByRole('link', { name: '2093614' }, SLOW)).toHaveAttribute('href', 'https://www.semanticscholar.org/author/2093614');
    expect(within(sources).getByText('@lena_h')).toBeInTheDocument();
    expect(within(sources).getByText('3 publications and 12 tweets collected so far.')).toBeInTheDocument();
    expect(within(sources).queryByText(/not linked/)).not.toBeInTheDocument();
  });

  it("step 2 counts the publications of the profile's window (the last 6 years, not Activities' 5), per year", async () => {
    serve(idOf(DEMO), 'development');
    await open(idOf(DEMO));
    const publications = step(2, 'Collected publications');
    expect(within(publications).getByText(/per year over the last 6 years \(the current year included\): the profile is computed from these\./)).toBeInTheDocument();
    const table = await within(publications).findByRole('table', { name: 'Publications per year, last 6 years' }, SLOW);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([`${THIS_YEAR - 5}3`, `${THIS_YEAR - 4}0`, `${THIS_YEAR - 3}0`, `${THIS_YEAR - 2}2`, `${THIS_YEAR - 1}4`, `${THIS_YEAR}1`]);
    expect(within(publications).getByText('10 publications in the last 6 years.')).toBeInTheDocument();
  });

  it('step 3 lists the keyphrases of the top 5 interests with weights and the titles of the papers that contain them', async () => {
    serve(idOf(DEMO), 'development');
    await open(idOf(DEMO));
    const keyphrases = step(3, 'Extracted keyphrases');
    await within(keyphrases).findByRole('heading', { level: 3, name: /recommender system/ }, SLOW);
    // the top 5 by weight, heaviest first; the sixth is left out
    expect(within(keyphrases).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'recommender system (interest weight 5)',
      'mooc (interest weight 3.5)',
      'learning analytics (interest weight 3)',
      'open science (interest weight 2)',
      'hashtag (interest weight 1.5)',
    ]);
    const recommender = within(interestBlock(/^recommender system/)).getAllByRole('listitem');
    // heaviest keyphrase first, with its weight and the papers whose title or abstract contains it
    expect(recommender[0]).toHaveTextContent(/^recommender systems\s*weight 4\.2/);
    expect(within(recommender[0] as HTMLElement).getByText('A Recommender System for Open Courses')).toBeInTheDocument();
    expect(within(recommender[0] as HTMLElement).getByText('Dashboards for teachers')).toBeInTheDocument();
    expect(within(recommender[0] as HTMLElement).queryByText('Nothing in common')).not.toBeInTheDocument();
    expect(within(interestBlock(/^open science/)).getByText('Added manually: no keyphrases were extracted for it.')).toBeInTheDocument();
    expect(within(interestBlock(/^hashtag/)).getByText('From tweets: no publication title or abstract contains it.')).toBeInTheDocument();
    expect(screen.queryByText(NO_WEIGHTS)).not.toBeInTheDocument();
  });

  it('step 4 draws the merging and says it in a list: merged keyphrases with weights, or kept as extracted', async () => {
    serve(idOf(DEMO), 'development');
    await open(idOf(DEMO));
    const merging = step(4, 'Generated profile');
    const list = await within(merging).findByRole('list', { name: 'How the top 5 interests were formed' }, SLOW);
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'recommender system: created by merging the following keywords due to a high similarity: recommender systems (4.2), recommender system (1.5)',
      'mooc: kept as extracted: mooc (3)',
      'learning analytics: created by merging the following keywords due to a high similarity: learning analytics (2.5), learning analytic (1)',
      'open science: added manually, not extracted',
      'hashtag: kept as extracted: hashtags (2)',
    ]);
    // the graph: one node per keyphrase, each linked to its interest
    const graph = merging.querySelector('svg');
    expect(graph?.querySelectorAll('path')).toHaveLength(6);
    expect([...(graph?.querySelectorAll('title') ?? [])].map((title) => title.textContent)).toContain('recommender systems: weight 4.2');
  });

  it('step 5 shows the resulting cloud and bars of the interests by weight', async () => {
    serve(idOf(DEMO), 'development');
    await open(idOf(DEMO));
    const result = step(5, 'Resulting interest profile');
    const cloud = await within(result).findByRole('list', { name: 'Top interests by weight' }, SLOW);
    expect(within(cloud).getAllByRole('listitem')).toHaveLength(6);
    const bars = within(result).getByRole('table', { name: 'Bars of the top 6 interests' });
    expect(
      within(bars)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['recommender system5', 'mooc3.5', 'learning analytics3', 'open science2', 'hashtag1.5', 'graph theory1']);
  });
});

describe('How does it work? on release-shaped data (keyphrases by name only)', () => {
  it('says once that the server does not report weights, and the steps show names only', async () => {
    serve(idOf(DEMO), 'release');
    await open(idOf(DEMO));
    expect(await screen.findByText(NO_WEIGHTS, undefined, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText(/does not report/)).toHaveLength(1);
    // step 1 and 2 as on any server
    expect(within(step(1, 'Data sources')).getByRole('link', { name: '2093614' })).toBeInTheDocument();
    expect(within(step(2, 'Collected publications')).getByRole('table', { name: 'Publications per year, last 6 years' })).toBeInTheDocument();
    // step 3: the keyphrases by name with their papers, no weights
    const keyphrases = step(3, 'Extracted keyphrases');
    expect(within(keyphrases).queryByText(/^weight /)).not.toBeInTheDocument();
    const recommender = within(interestBlock(/^recommender system/)).getAllByRole('listitem');
    expect(recommender[0]).toHaveTextContent(/^recommender systems\s*Found in:/);
    expect(within(recommender[0] as HTMLElement).getByText('Dashboards for teachers')).toBeInTheDocument();
    // step 4: the same sentences, names without weights
    const list = within(step(4, 'Generated profile')).getByRole('list', { name: 'How the top 5 interests were formed' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'recommender system: created by merging the following keywords due to a high similarity: recommender systems, recommender system',
    );
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('mooc: kept as extracted: mooc');
    // step 5: interest weights are reported on every server
    expect(within(step(5, 'Resulting interest profile')).getByRole('table', { name: 'Bars of the top 6 interests' })).toBeInTheDocument();
  });
});

describe('How does it work?: accounts, viewing and states', () => {
  it('on the own profile, an account not linked offers a way to My account', async () => {
    serve(idOf(DEMO), 'development', { linked: false });
    await open(idOf(DEMO));
    const sources = step(1, 'Data sources');
    const links = await within(sources).findAllByRole('link', { name: 'Link it on My account' }, SLOW);
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/app/user-profile'));
  });

  it("shows another user's steps read only: their name, 'not linked' without a way to change it", async () => {
    const other = idOf(OTHER);
    serve(other, 'development', { linked: false });
    await open(other);
    expect(await screen.findByText('(read only)', undefined, SLOW)).toBeInTheDocument();
    const sources = step(1, 'Data sources');
    expect(await within(sources).findAllByText('not linked')).toHaveLength(2);
    expect(within(sources).queryByRole('link')).not.toBeInTheDocument();
  });

  it('each step shows its own error with a retry while the others show their data', async () => {
    const id = idOf(DEMO);
    serve(id, 'development');
    server.use(
      ...interestRoutes(id, () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })),
    );
    await open(id);
    for (const [number, title] of [
      [3, 'Extracted keyphrases'],
      [4, 'Generated profile'],
      [5, 'Resulting interest profile'],
    ] as const) {
      const alert = await within(step(number, title)).findByRole('alert', undefined, SLOW);
      expect(alert).toHaveTextContent('The interests could not be loaded.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    }
    expect(within(step(1, 'Data sources')).getByRole('link', { name: '2093614' })).toBeInTheDocument();
    expect(within(step(2, 'Collected publications')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what is missing when a user has no interests and no recent publications', async () => {
    const id = idOf(DEMO);
    serve(id, 'development');
    server.use(
      ...interestRoutes(id, () => HttpResponse.json([])),
      http.get(api(`interests/activity-stats/user/${id}/`), () => HttpResponse.json({ papers: { '2001': 3 }, tweets: {} })),
    );
    await open(id);
    expect(await within(step(2, 'Collected publications')).findByText('No publications in the last 6 years.', undefined, SLOW)).toBeInTheDocument();
    for (const [number, title] of [
      [3, 'Extracted keyphrases'],
      [4, 'Generated profile'],
      [5, 'Resulting interest profile'],
    ] as const) {
      expect(within(step(number, title)).getByText('No Data Found')).toBeInTheDocument();
    }
  });

  it('on the built-in backend every step shows the seeded data, keyphrase weights and source papers included', async () => {
    await open(idOf(DEMO));
    expect(await within(step(1, 'Data sources')).findByRole('link', { name: '2093614' }, SLOW)).toBeInTheDocument();
    const keyphrases = step(3, 'Extracted keyphrases');
    await within(keyphrases).findAllByRole('heading', { level: 3 }, SLOW);
    expect(within(keyphrases).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(keyphrases).getAllByText(/^weight \d/).length).toBeGreaterThan(4);
    expect(within(keyphrases).getAllByText('Found in:').length).toBeGreaterThan(2);
    expect(screen.queryByText(NO_WEIGHTS)).not.toBeInTheDocument();
    const list = within(step(4, 'Generated profile')).getByRole('list', { name: 'How the top 5 interests were formed' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/\(\d+(\.\d+)?\)/);
    // the score of the interest at hand, in one sentence with its numbers
    expect(within(keyphrases).getAllByText(/^Weight \d+(\.\d+)?: score = specificity × log2\(1 \+ (papers|posts|tweets)\) × Σ strength × recency = [\d.]+ × [\d.]+ × [\d.]+ = [\d.]+, as \d+ of your/).length).toBeGreaterThan(2);
    // step 5 says how many of the profile's interests it draws, and that the Interest Overview shows them all
    const result = step(5, 'Resulting interest profile');
    expect(within(result).getByText(/^The final interests, each sized by its weight: showing the 15 strongest of \d+\.$/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: /^The Interest Overview shows all \d+$/ })).toHaveAttribute('href', `/app/cloud-chart/${idOf(DEMO)}`);
  });

  it('is linked from the Interest Overview and from the sidebar, for the viewed user', async () => {
    const other = idOf(OTHER);
    const { user } = renderRoute(`/app/cloud-chart/${other}`, { user: DEMO });
    await screen.findByRole('heading', { level: 1, name: 'Interest Overview' }, SLOW);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'How does it work?' })).toHaveAttribute('href', `/app/how-it-works/${other}`);
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'How does it work?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How does it work?' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Mateo Alvarez', undefined, SLOW)).toBeInTheDocument();
  });
});
