import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { interestColors } from '@/components/charts/lib/palette';
import { longTermInterestsJson, serveLongTermInterests, type FakeInterest, type FakePaper } from '@/test/long-term-interests';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 8000 };
const DEMO = 'demo@example.org';
const idOf = (email: string) => db.sessionFor(email).user.id;

async function openOverview(viewing = DEMO) {
  const rendered = renderRoute(`/app/cloud-chart/${idOf(viewing)}`, { user: DEMO });
  await screen.findByRole('heading', { level: 1, name: 'Interest Overview' }, SLOW);
  return rendered;
}

const cloud = () => screen.findByRole('list', { name: 'Interests by weight' }, SLOW);
const bars = () => screen.findByRole('list', { name: 'Interest bars by weight' }, SLOW);

type User = ReturnType<typeof renderRoute>['user'];

/** Tabs until `element` has focus (at most 200 stops). */
async function tabTo(user: User, element: HTMLElement) {
  for (let i = 0; i < 200 && document.activeElement !== element; i += 1) await user.tab();
  expect(element).toHaveFocus();
}

async function showBars(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Bar chart' }, SLOW));
  expect(screen.getByRole('button', { name: 'Bar chart' })).toHaveAttribute('aria-pressed', 'true');
  return bars();
}

/** Opens the menu of `mark` by keyboard and chooses "Why this interest?". */
async function whyByKeyboard(user: User, mark: HTMLElement) {
  await tabTo(user, mark);
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: 'Why this interest?' });
  await waitFor(() => expect(item).toHaveFocus());
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: /^Why this interest: / });
}

const PAPERS: FakePaper[] = [
  { id: 1, title: 'Old dashboards', year: 2015, abstract: 'Teachers read Dashboards daily.', authors: 'Ada Lovelace' },
  {
    id: 2,
    title: 'New <b>analytics</b>',
    year: 2023,
    abstract: 'We study Learning-Analytics with visualized data. <img src=x onerror=alert(1)>',
    authors: 'Grace Hopper,Alan Turing',
    paper_id: '1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f',
  },
  { id: 3, title: 'Middle paper without abstract', year: 2019, abstract: null, authors: 'Edsger Dijkstra' },
];

describe('Interest Overview: the element menu', () => {
  it('opens a word menu by keyboard on its first item; arrows move; Escape closes it and puts focus back on the word', async () => {
    serveLongTermInterests([
      { keyword: 'learning analytics', weight: 5, source: 'Scholar' },
      { keyword: 'mooc', weight: 3, source: 'Twitter' },
    ], { mine: true, user: idOf(DEMO) });
    const { user } = await openOverview();
    const word = within(await cloud()).getByRole('button', { name: 'mooc' });
    await tabTo(user, word);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('mooc: from tweets (weight 3)');
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Interest mooc' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Why this interest?', 'Edit']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Why this interest?' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(word).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the menu with Space too, and "Edit" adds ?manage=<keyword> to the address as a new history entry', async () => {
    serveLongTermInterests([{ keyword: 'open science & data', weight: 4, source: 'Scholar' }], { mine: true, user: idOf(DEMO) });
    const { user, router } = await openOverview();
    const word = within(await cloud()).getByRole('button', { name: 'open science & data' });
    await tabTo(user, word);
    await user.keyboard(' ');
    const edit = await screen.findByRole('menuitem', { name: 'Edit' });
    await user.click(edit);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('manage')).toBe('open science & data'));
    expect(router.state.location.pathname).toBe(`/app/cloud-chart/${idOf(DEMO)}`);
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("offers only 'Why this interest?' on another user's profile", async () => {
    const { user } = await openOverview('mateo.alvarez@example.org');
    await user.click(within(await cloud()).getByRole('button', { name: 'recommender system' }));
    const menu = await screen.findByRole('menu', { name: 'Interest recommender system' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Why this interest?']);
  });
});

describe('Interest Overview: the bar chart', () => {
  it('opens on the bars on a phone-wide screen (where a cloud would stand its words on end), and still offers the cloud', async () => {
    const phone = (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
    const original = window.matchMedia;
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: phone });
    try {
      const { user } = await openOverview();
      expect(await bars()).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bar chart' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Word cloud' }));
      expect(await cloud()).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: original });
    }
  });

  it('draws each interest in its own colour, the same in the cloud and in the bars', async () => {
    serveLongTermInterests([
      { keyword: 'mooc', weight: 2.25, source: 'Twitter', tweet_ids: [] },
      { keyword: 'learning analytics', weight: 4.5, source: 'Scholar & Twitter' },
      { keyword: 'hand made', weight: 3, source: 'Manual' },
    ], { mine: true, user: idOf(DEMO) });
    const { user, container } = await openOverview();
    const words = await cloud();
    const colorInCloud = (name: string) => (within(words).getByRole('button', { name }).closest('li') as HTMLElement).style.color;
    await showBars(user);
    // the bars are drawn (decorative): each bar's shape carries its interest's name and fill
    const fillOfBar = (name: string) =>
      waitFor(() => {
        const bar = container.querySelector(`path[data-name="${name}"]`);
        if (!bar) throw new Error(`no bar drawn for ${name}`);
        return bar.getAttribute('fill');
      });
    const interestColor = interestColors(['mooc', 'learning analytics', 'hand made']);
    const fills = await Promise.all(['learning analytics', 'hand made', 'mooc'].map(fillOfBar));
    expect(fills).toEqual(['learning analytics', 'hand made', 'mooc'].map(interestColor));
    expect(new Set(fills).size).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Word cloud' }));
    await cloud();
    ['learning analytics', 'hand made', 'mooc'].forEach((name) => {
      const probe = document.createElement('span');
      probe.style.color = interestColor(name);
      expect(colorInCloud(name)).toBe(probe.style.color);
    });
  });

  it("draws the demo account's interests in distinct colours: \"learning analytics\" and \"learning design\" differ, in the bars and in the cloud", async () => {
    const { user, container } = await openOverview();
    const words = await cloud();
    const colorInCloud = (name: string) => (within(words).getByRole('button', { name: new RegExp(`^${name}\\b`) }).closest('li') as HTMLElement).style.color;
    expect(colorInCloud('learning analytics')).not.toBe(colorInCloud('learning design'));
    await showBars(user);
    const fills = await waitFor(() => {
      const drawn = [...container.querySelectorAll('path[data-name]')].map((bar) => bar.getAttribute('fill'));
      if (drawn.length === 0) throw new Error('no bars drawn');
      return drawn;
    });
    expect(new Set(fills).size).toBe(Math.min(fills.length, 20));
  });

  it('draws the same interests heaviest first, naming each bar by interest, weight and source, and walks by keyboard to the Why dialog and back', async () => {
    serveLongTermInterests([
      { keyword: 'mooc', weight: 2.25, source: 'Twitter', tweet_ids: [] },
      { keyword: 'learning analytics', weight: 4.5, source: 'Scholar & Twitter', papers: PAPERS },
      { keyword: 'hand made', weight: 3, source: 'Manual' },
    ], { mine: true, user: idOf(DEMO) });
    const { user } = await openOverview();
    const list = await showBars(user);
    expect(within(list).getAllByRole('button').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'learning analytics: weight 4.5, from publications and tweets',
      'hand made: weight 3, added manually',
      'mooc: weight 2.25, from tweets',
    ]);
    const table = screen.getByRole('table', { name: 'Interest bars by weight: 3 interests' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'learning analytics4.5from publications and tweets',
      'hand made3added manually',
      'mooc2.25from tweets',
    ]);
    // pointing at a bar says where it comes from
    await user.hover(within(list).getByRole('button', { name: /^mooc/ }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('mooc: from tweets (weight 2.25)');
    await user.unhover(within(list).getByRole('button', { name: /^mooc/ }));
    const bar = within(list).getByRole('button', { name: /^hand made/ });
    const dialog = await whyByKeyboard(user, bar);
    expect(within(dialog).getByRole('heading', { name: 'Why this interest: hand made' })).toBeInTheDocument();
    expect(within(dialog).getByText('The interest hand made has been added manually.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bar).toHaveFocus();
    // the choice of drawing stays while a dialog comes and goes; the cloud comes back on request
    await user.click(screen.getByRole('button', { name: 'Word cloud' }));
    expect(within(await cloud()).getByRole('button', { name: 'hand made' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Interest bars by weight' })).not.toBeInTheDocument();
  });

  it('draws the 100 heaviest of 10,000 interests, cuts long names and keeps markup in names as text', async () => {
    const many: FakeInterest[] = Array.from({ length: 10_000 }, (_, i) => ({ keyword: `topic ${i}`, weight: (i % 500) / 100, source: 'Scholar' }));
    many.push({ keyword: '<img src=x onerror=alert(1)>markup', weight: 9, source: 'Manual' }, { keyword: 'x'.repeat(1_000_000), weight: 8, source: 'Twitter' });
    serveLongTermInterests(many, { mine: true, user: idOf(DEMO) });
    const { user } = await openOverview();
    expect(await screen.findByRole('heading', { name: 'The 100 heaviest of 10,002 interests' }, SLOW)).toBeInTheDocument();
    expect(within(await cloud()).getAllByRole('button')).toHaveLength(100);
    const list = await showBars(user);
    const names = within(list)
      .getAllByRole('button')
      .map((bar) => bar.getAttribute('aria-label') ?? '');
    expect(names).toHaveLength(100);
    expect(names[0]).toBe('<img src=x onerror=alert(1)>markup: weight 9, added manually');
    expect(names[1]?.length).toBeLessThan(120);
    expect(names[1]).toMatch(/^x+…: weight 8, from tweets$/);
    expect(screen.getByText('Showing the 100 heaviest of 10,002 interests.')).toBeInTheDocument();
    expect(document.querySelector('main img')).toBeNull();
  });
});

describe('Why this interest?', () => {
  it('lists the publications newest first as Year, Title and Authors, and opens a row to its abstract with the keyphrases marked', async () => {
    serveLongTermInterests([
      {
        keyword: 'learning analytics',
        weight: 4,
        source: 'Scholar',
        papers: PAPERS,
        original_keywords_with_weights: [{ 'learning analytics': 4.2 }, { dashboard: 3.75 }, { visualization: 2 }],
      },
    ], { mine: true, user: idOf(DEMO) });
    const { user } = await openOverview();
    const word = within(await cloud()).getByRole('button', { name: 'learning analytics' });
    const dialog = await whyByKeyboard(user, word);
    expect(within(dialog).getByRole('tab', { name: 'Publications' })).toHaveAttribute('aria-selected', 'true');
    const table = within(dialog).getByRole('table', { name: /Publications of the interest, newest first/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Year', 'Title', 'Authors']);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => !row.hidden && within(row).queryAllByRole('cell').length > 0);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2023', '2019', '2015']);
    expect(within(rows[0] as HTMLElement).getByRole('cell', { name: 'Grace Hopper, Alan Turing' })).toBeInTheDocument();

    const newest = within(table).getByRole('button', { name: 'New <b>analytics</b>' });
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    await user.click(newest);
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById(newest.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(detail).toBeVisible();
    expect([...detail.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Learning-Analytics', 'visualized']);
    expect(detail).toHaveTextContent('We study Learning-Analytics with visualized data. <img src=x onerror=alert(1)>');
    expect(detail.querySelector('img, b')).toBeNull();
    expect(within(detail).getByRole('link', { name: /^See paper on Semantic Scholar/ })).toHaveAttribute(
      'href',
      'https://www.semanticscholar.org/paper/1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f',
    );

    await user.click(within(table).getByRole('button', { name: 'Middle paper without abstract' }));
    expect(within(table).getByText('This paper has no abstract.')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Old dashboards' }));
    expect([...table.querySelectorAll('mark')].map((mark) => mark.textContent)).toContain('Dashboards');

    const merged = within(dialog).getByRole('region', { name: 'Keyphrases behind this interest' });
    expect(within(merged).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['learning analytics (4.2)', 'dashboard (3.75)', 'visualization (2)']);
    expect(merged).toHaveTextContent('(weights 1 to 5)');
  });

  it('lists merged keyphrases by name where the server gives no weights, and cuts a 1 MB abstract with the full text on demand', async () => {
    const huge = `Peer review of MOOCs. ${'filler words here '.repeat(60_000)}The end about mooc.`;
    serveLongTermInterests([
      { keyword: 'mooc', weight: 3, source: 'Scholar & Twitter', original_keywords: ['mooc', 'massive open online course'], papers: [{ id: 9, title: 'Huge', year: 2020, abstract: huge }] },
    ], { mine: true, user: idOf(DEMO) });
    const { user } = await openOverview();
    const dialog = await whyByKeyboard(user, within(await cloud()).getByRole('button', { name: 'mooc' }));
    const merged = within(dialog).getByRole('region', { name: 'Keyphrases behind this interest' });
    expect(within(merged).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['mooc', 'massive open online course']);
    expect(merged).not.toHaveTextContent('weights');
    await user.click(within(dialog).getByRole('button', { name: 'Huge' }));
    const full = within(dialog).getByRole('button', { name: `Show all ${huge.trim().length.toLocaleString('en-US')} characters` });
    const abstract = full.closest('p') as HTMLElement;
    expect(abstract.textContent?.length).toBeLessThan(1000);
    expect([...abstract.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['MOOCs']);
    await user.click(full);
    expect(abstract.textContent?.length).toBeGreaterThan(1_000_000);
    expect([...abstract.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['MOOCs', 'mooc']);
    expect(within(dialog).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says there are no matching publications or tweets for an interest without either', async () => {
    serveLongTermInterests([{ keyword: 'orphan', weight: 1, source: 'Scholar' }], { mine: true, user: idOf(DEMO) });
    const { user } = await openOverview();
    const dialog = await whyByKeyboard(user, within(await cloud()).getByRole('button', { name: 'orphan' }));
    expect(within(dialog).getByText('No matching publications found')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Tweets' }));
    expect(within(dialog).getByText('No matching tweets found')).toBeInTheDocument();
    expect(within(dialog).queryByText(/added manually/)).not.toBeInTheDocument();
  });

  it("explains a demo interest from the viewed user's own data: its papers and the keyphrases the built-in backend merged", async () => {
    const { user } = await openOverview();
    const interest = db.state().longTerm.find((item) => item.user === idOf(DEMO) && item.keyword === 'learning analytics');
    expect(interest).toBeDefined();
    const dialog = await whyByKeyboard(user, within(await cloud()).getByRole('button', { name: 'learning analytics' }));
    const table = within(dialog).getByRole('table', { name: /Publications of the interest/ });
    const titles = within(table).getAllByRole('button').map((button) => button.textContent);
    expect(titles.length).toBeGreaterThan(0);
    const merged = within(dialog).getByRole('region', { name: 'Keyphrases behind this interest' });
    expect(within(merged).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(merged).toHaveTextContent('learning analytics');
    // the score in one sentence, with this interest's own numbers as the built-in backend computed them
    const parts = interest?.score_parts;
    if (!parts) throw new Error('no score parts');
    expect(
      within(dialog).getByText(
        `Weight ${interest.weight}: score = specificity × log2(1 + ${parts.source}) × Σ strength × recency = ${parts.specificity} × ${Math.round(Math.log2(1 + parts.texts) * 100) / 100} × ${parts.sum} = ${parts.score}, as ${parts.texts} of your ${parts.source} mention it`,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });
});

describe('Interest Overview while the import still computes the profile', () => {
  const IDLE = { phase: 'idle', message: '', started_at: null, elapsed_ms: 0, total: null, fetched: 0, extract_total: 0, extracted: 0, wait: null, error: null, note: null, left_out: null, skipped: false, refresh: null };

  it('says how many interests there are so far and from how many papers, then shows the whole profile when done', async () => {
    let progress: Record<string, unknown> = { ...IDLE, phase: 'extracting', message: 'Extracting interests: 16 of 40 papers', total: 40, fetched: 40, extract_total: 40, extracted: 16 };
    let interests: FakeInterest[] = ['knowledge tracing', 'affect detection', 'student modeling'].map((keyword, i) => ({ keyword, weight: 5 - i, source: 'Scholar' as const }));
    server.use(
      http.get(`${env.apiUrl}/api/standalone/import/`, () => HttpResponse.json(progress)),
      http.get(`${env.apiUrl}/api/interests/long-term/`, () => HttpResponse.json(longTermInterestsJson(interests))),
    );
    renderRoute(`/app/cloud-chart/${idOf(DEMO)}`, { user: DEMO, demoMode: true });
    expect(await screen.findByText('Still computing: 3 interests so far, from 16 of 40 papers. The overview updates as the rest is read.', undefined, SLOW)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { name: '3 interests' }, SLOW)).toBeInTheDocument();

    // the next step: more interests so far
    interests = [...interests, { keyword: 'bayesian networks', weight: 1.5, source: 'Scholar' }];
    progress = { ...progress, message: 'Extracting interests: 24 of 40 papers', extracted: 24 };
    expect(await screen.findByText('Still computing: 4 interests so far, from 24 of 40 papers. The overview updates as the rest is read.', undefined, SLOW)).toBeInTheDocument();

    // done: the whole profile, and no word of computing
    interests = [...interests, { keyword: 'moocs', weight: 1.2, source: 'Scholar' }];
    progress = { ...progress, phase: 'done', message: '', extracted: 40 };
    expect(await screen.findByRole('heading', { name: '5 interests' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/^Still computing/)).not.toBeInTheDocument();
  });

  it("says nothing of computing on another user's profile (the import is the caller's)", async () => {
    server.use(http.get(`${env.apiUrl}/api/standalone/import/`, () => HttpResponse.json({ ...IDLE, phase: 'extracting', extract_total: 40, extracted: 8 })));
    serveLongTermInterests([{ keyword: 'learning analytics', weight: 5, source: 'Scholar' }], { user: 'any' });
    const other = db.state().users.find((candidate) => candidate.email !== DEMO && !candidate.is_staff);
    if (!other) throw new Error('no second seeded user');
    renderRoute(`/app/cloud-chart/${other.id}`, { user: DEMO, viewing: other.id, demoMode: true });
    expect(await screen.findByRole('heading', { name: '1 interest' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/^Still computing/)).not.toBeInTheDocument();
  });
});
