import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { conferenceHandlers } from '@/backend/handlers/conference';
import { server, testBackend } from '@/backend/node';
import { LakViews, type Kind } from '@/backend/lak/backend';
import { renderRoute } from '@/test/render-route';
import { splitSets } from '@/components/charts/lib/set-diagram-layout';
import { failConferenceEndpoint, findCard, listedTerms, recordConferenceRequests, SLOW, tableRowHeaders } from '../test/helpers';

/** The conference views over the generated sample, as the built-in backend answers them. */
const lak = new LakViews();

const USER = { user: 'demo@example.org' };

type User = ReturnType<typeof renderRoute>['user'];

/** The options a multiple-selection combobox is showing (its list opens in a popover outside the card). */
async function optionsOf(user: User, card: HTMLElement, field: string): Promise<string[]> {
  await user.click(within(card).getByRole('combobox', { name: field }));
  const labels = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return labels;
}

/** Chooses options of a multiple-selection combobox by typing each name and pressing its option. */
async function choose(user: User, card: HTMLElement, field: string, names: string[]) {
  const input = within(card).getByRole('combobox', { name: field });
  for (const name of names) {
    await user.click(input);
    await user.clear(input);
    await user.type(input, name);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
  }
  await user.keyboard('{Escape}');
}

/** The options chosen in a multiple-selection combobox, as listed under it. */
function chosenIn(card: HTMLElement, field: string): string[] {
  const list = within(card).getByRole('list', { name: `${field}: chosen` });
  return within(list)
    .queryAllByRole('button')
    .map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Remove /, ''));
}

function piePayload(kind: Kind, count: string, year: string): string[] {
  const body = lak.pie(kind, count, year) as { topics?: string[]; keys?: string[]; weights: number[] };
  const names = body.topics ?? body.keys ?? [];
  return names.filter((_, i) => (body.weights[i] ?? 0) > 0);
}

describe('/app/topicbar (Topic Trends)', () => {
  it('shows the heading, the conference select (LAK only on a RIMA server, the others named as not offered) and every chart with its defaults', async () => {
    const { user } = renderRoute('/app/topicbar', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Trends' }, SLOW)).toBeInTheDocument();
    const conference = screen.getByRole('combobox', { name: 'Conference' });
    expect(within(conference).getAllByRole('option').map((o) => o.textContent)).toEqual(['LAK (Learning Analytics and Knowledge)']);
    expect(conference).toHaveValue('lak');
    expect(screen.getByText('L@S: not offered by this server (the built-in backend reads them).')).toBeInTheDocument();

    // top 10 bars of 2011 and the publications of the first topic
    const top = await findCard('Top 10 topics of LAK 2011');
    const topTable = await within(top).findByRole('table', { name: /Top 10 topics of LAK 2011/ });
    const topNames = (lak.topTen('topics', '2011').keywords[0] ?? []) as string[];
    expect(tableRowHeaders(topTable)).toEqual(topNames);
    expect(within(top).getByRole('combobox', { name: 'Year' })).toHaveValue('2011');
    const firstTitle = (lak.topicDetails(topNames[0] ?? '', '2011').docs[0] ?? [])[0] as string;
    expect(await within(top).findByRole('button', { name: `${firstTitle} (open on Semantic Scholar in a new tab)` }, SLOW)).toBeInTheDocument();

    // donut: 2011, 10 topics, topic mode
    const pie = await findCard('Topic distribution of LAK 2011');
    expect(within(pie).getByRole('combobox', { name: 'Count' })).toHaveValue('10');
    expect(within(pie).getByRole('button', { name: 'Topic' })).toHaveAttribute('aria-pressed', 'true');
    const pieTable = await within(pie).findByRole('table', { name: /10 heaviest topics of LAK 2011/ });
    expect(tableRowHeaders(pieTable)).toEqual(piePayload('topics', '10', '2011'));

    // common topics 2011 vs 2012, distribution across 2011 and 2012
    const common = await findCard('Common topics of 2011 and 2012');
    expect(await within(common).findByRole('list', { name: 'In both' })).toBeInTheDocument();
    const across = await findCard('Distribution of topics across years');
    const acrossTable = await within(across).findByRole('table', { name: /top 5 topics/ });
    expect(tableRowHeaders(acrossTable)).toEqual(['2011', '2012']);

    // hints on hover (the pointer comes from elsewhere on the card)
    await user.hover(within(pie).getByRole('heading', { level: 2 }));
    await user.hover(within(pie).getByRole('button', { name: 'Help: distribution chart' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click on a sector of pie chart to view more details or double click the legend');
    expect(within(across).getByRole('button', { name: 'Help: distribution across years' })).toHaveAccessibleDescription('Each part in a bar represent a specific topic/keyword');
  });

  it('opens a top publication on Semantic Scholar, and says so when the paper cannot be found', async () => {
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderRoute('/app/topicbar', USER);
    const top = await findCard('Top 10 topics of LAK 2011');
    const topNames = (lak.topTen('topics', '2011').keywords[0] ?? []) as string[];
    const title = (lak.topicDetails(topNames[0] ?? '', '2011').docs[0] ?? [])[0] as string;
    await user.click(await within(top).findByRole('button', { name: `${title} (open on Semantic Scholar in a new tab)` }, SLOW));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(lak.fetchPaper(title).url));
    expect(tab.opener).toBeNull();

    server.use(failConferenceEndpoint('fetchpaper'));
    const second = (lak.topicDetails(topNames[0] ?? '', '2011').docs[0] ?? [])[1] as string;
    await user.click(within(top).getByRole('button', { name: `${second} (open on Semantic Scholar in a new tab)` }));
    expect(await screen.findByText('The server failed to answer. Try again.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('switches the donut to keywords, with 5 entries of another year', async () => {
    const { user } = renderRoute('/app/topicbar', USER);
    const pie = await findCard('Topic distribution of LAK 2011');
    await within(pie).findByRole('table');
    await user.click(within(pie).getByRole('button', { name: 'Keyword' }));
    expect(within(pie).getByRole('button', { name: 'Keyword' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(pie).getByRole('button', { name: 'Topic' })).toHaveAttribute('aria-pressed', 'false');
    await user.selectOptions(within(pie).getByRole('combobox', { name: 'Count' }), '5');
    await user.selectOptions(within(pie).getByRole('combobox', { name: 'Year' }), '2015');
    const table = await within(pie).findByRole('table', { name: /5 heaviest keywords of LAK 2015/ });
    expect(tableRowHeaders(table)).toEqual(piePayload('keys', '5', '2015'));
    expect(screen.getByRole('heading', { level: 2, name: 'Keyword distribution of LAK 2015' })).toBeInTheDocument();
  });

  it('opens the publications of a donut entry with the term highlighted as text, and closes it', async () => {
    const { user } = renderRoute('/app/topicbar', USER);
    const pie = await findCard('Topic distribution of LAK 2011');
    await within(pie).findByRole('table');
    const term = piePayload('topics', '10', '2011')[1] as string;
    const legend = within(pie).getByRole('list', { name: /topics of the distribution/ });
    await user.click(within(legend).getByRole('button', { name: term }));

    const dialog = await screen.findByRole('dialog', { name: `List of Publications related to the topic ${term}` });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['#', 'Title', 'Abstract']);
    const expected = lak.abstractDetails(term, '2011').abstractview[0] ?? [];
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(10, expected.length));
    expect(rows[0]).toHaveTextContent(expected[0] as string);
    const marks = dialog.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    marks.forEach((mark) => expect(mark.textContent?.toLowerCase()).toBe(term.toLowerCase()));
    expect(dialog.querySelector('script, b, i')).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Search in Semantic Scholar/ })).toHaveAttribute(
      'href',
      `https://www.semanticscholar.org/search?q=${encodeURIComponent(term)}`,
    );
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts with the top 5 topics of the latest year chosen and drawn', async () => {
    renderRoute('/app/topicbar', USER);
    const card = await findCard('Evolution of topics over time');
    const top = ((lak.topTen('topics', '2020').keywords[0] ?? []) as string[]).slice(0, 5);
    expect(top).toHaveLength(5);
    const table = await within(card).findByRole('table', { name: 'Yearly weight of the chosen topics' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Year', ...top]);
    expect(chosenIn(card, 'Topics to compare')).toEqual(top);
    expect(within(card).queryByText('Choose topics and press Compare to draw their evolution.')).not.toBeInTheDocument();
  });

  it('compares chosen topics over time, loads sorted options and the top keywords on a mode change, and resets', async () => {
    const { user } = renderRoute('/app/topicbar', USER);
    const card = await findCard('Evolution of topics over time');
    await within(card).findByRole('table', { name: 'Yearly weight of the chosen topics' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Reset' }));
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Choose topics and press Compare to draw their evolution.')).toBeInTheDocument();
    expect(chosenIn(card, 'Topics to compare')).toEqual([]);

    const labels = await optionsOf(user, card, 'Topics to compare');
    expect(labels).toHaveLength((lak.allResults('topics').topics as unknown[]).length);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await choose(user, card, 'Topics to compare', ['Learning analytics', 'Student']);
    await user.click(within(card).getByRole('button', { name: 'Compare' }));
    const table = await within(card).findByRole('table', { name: 'Yearly weight of the chosen topics' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Year', 'Learning analytics', 'Student']);
    expect(tableRowHeaders(table)).toEqual(['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020']);
    const expected = lak.evolution('topics', ['Learning analytics']).weights[0] ?? [];
    expect(within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(String(Number(expected[0])));

    // a chosen topic is removed by its button
    await user.click(within(card).getByRole('button', { name: 'Remove Learning analytics' }));
    expect(chosenIn(card, 'Topics to compare')).toEqual(['Student']);

    await user.click(within(card).getByRole('button', { name: 'Keyword' }));
    const topKeywords = ((lak.topTen('keys', '2020').keywords[0] ?? []) as string[]).slice(0, 5);
    await waitFor(() => expect(chosenIn(card, 'Keywords to compare')).toEqual(topKeywords));
    const keywordLabels = await optionsOf(user, card, 'Keywords to compare');
    expect(keywordLabels).toHaveLength((lak.allResults('keys').topics as unknown[]).length);
    expect(keywordLabels).toEqual([...keywordLabels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('filters the options as one types and keeps the list open to choose several', async () => {
    const { user } = renderRoute('/app/topicbar', USER);
    const card = await findCard('Evolution of topics over time');
    await within(card).findByRole('table', { name: 'Yearly weight of the chosen topics' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Reset' }));
    const input = within(card).getByRole('combobox', { name: 'Topics to compare' });
    await user.click(input);
    await user.type(input, 'learn');
    const listbox = await screen.findByRole('listbox');
    const shown = within(listbox).getAllByRole('option').map((o) => o.textContent ?? '');
    expect(shown.length).toBeGreaterThan(1);
    shown.forEach((label) => expect(label.toLowerCase()).toContain('learn'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: shown[0] })).toHaveAttribute('aria-selected', 'true');
    await user.type(input, 'learn');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: shown[1] }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosenIn(card, 'Topics to compare')).toEqual(shown.slice(0, 2));
  });

  it('keeps the drawn evolution dimmed under a spinner while the next comparison loads', async () => {
    let release: () => void = () => undefined;
    const { user } = renderRoute('/app/topicbar', USER);
    const card = await findCard('Evolution of topics over time');
    await within(card).findByRole('table', { name: 'Yearly weight of the chosen topics' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Reset' }));
    await choose(user, card, 'Topics to compare', ['Student']);
    await user.click(within(card).getByRole('button', { name: 'Compare' }));
    await within(card).findByRole('table', { name: 'Yearly weight of the chosen topics' });

    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(`${env.conferenceApiUrl}getalltopicsevolution/`, async () => { await gate; return undefined; }));
    await choose(user, card, 'Topics to compare', ['Data']);
    await user.click(within(card).getByRole('button', { name: 'Compare' }));
    const region = within(card).getByRole('region', { name: 'Evolution of the chosen topics' });
    expect(await within(region).findByRole('status')).toHaveTextContent('Loading the evolution of topics…');
    expect(region.querySelector('.conf-dim')).not.toBeNull();
    expect(within(region).getByRole('table')).toHaveTextContent('Student');
    release();
    await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument());
    expect(within(within(region).getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Year', 'Student', 'Data']);
  });

  it('says that the top topics of the latest year could not be loaded instead of drawing nothing, and that the evolution could not be', async () => {
    server.use(failConferenceEndpoint('toptopics/2020'));
    const { user } = renderRoute('/app/topicbar', USER);
    const card = await findCard('Evolution of topics over time');
    const region = within(card).getByRole('region', { name: 'Evolution of the chosen topics' });
    expect(await within(region).findByRole('alert', {}, SLOW)).toHaveTextContent('The top topics of 2020 could not be loaded.');

    server.use(failConferenceEndpoint('getalltopicsevolution'));
    await within(card).findByRole('combobox', { name: 'Topics to compare' }, SLOW);
    await choose(user, card, 'Topics to compare', ['Student']);
    await user.click(within(card).getByRole('button', { name: 'Compare' }));
    expect(await within(region).findByRole('alert', {}, SLOW)).toHaveTextContent('The evolution of the chosen topics could not be loaded.');
  });

  it('draws the chosen years across years and clears them with Reset', async () => {
    const { user } = renderRoute('/app/topicbar', USER);
    const card = await findCard('Distribution of topics across years');
    await within(card).findByRole('table');
    expect(chosenIn(card, 'Years to compare')).toEqual(['2011', '2012']);
    await user.click(within(card).getByRole('button', { name: 'Remove 2011' }));
    await user.click(within(card).getByRole('button', { name: 'Remove 2012' }));
    await choose(user, card, 'Years to compare', ['2014', '2016', '2018']);
    await user.click(within(card).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(tableRowHeaders(within(card).getByRole('table'))).toEqual(['2014', '2016', '2018']));
    const expectedNames = (lak.yearList('topics', ['2014', '2016', '2018']).Topiclist[1] ?? []) as string[];
    expect(within(within(card).getByRole('table')).getAllByRole('columnheader').slice(1).map((c) => c.textContent)).toEqual(expectedNames);

    await user.click(within(card).getByRole('button', { name: 'Reset' }));
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Compare' })).toBeDisabled();
  });

  it('shows an inline error with a retry on the failing chart only, without a toast', async () => {
    server.use(failConferenceEndpoint('gettopicsforpie'));
    const { user } = renderRoute('/app/topicbar', USER);
    const pie = await findCard('Topic distribution of LAK 2011');
    expect(await within(pie).findByRole('alert')).toHaveTextContent('The server failed to answer.');
    expect(await within(await findCard('Top 10 topics of LAK 2011')).findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Try again.')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(pie).getByRole('button', { name: 'Try again' }));
    expect(await within(pie).findByRole('table')).toBeInTheDocument();
  });

  it('asks for each chart state once, however many widgets show it', async () => {
    const seen: string[] = [];
    server.use(recordConferenceRequests(seen));
    renderRoute('/app/topicbar', USER);
    await within(await findCard('Common topics of 2011 and 2012')).findByRole('list', { name: 'In both' });
    await waitFor(() => expect(seen).toContain('toptopics/2012'));
    await waitFor(() => expect(seen.some((path) => path.startsWith('topicdetails/'))).toBe(true));
    expect(seen.filter((path) => path === 'toptopics/2011')).toHaveLength(1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  describe('common topics of two years', () => {
    const topTen = (kind: Kind, year: string) => (lak.topTen(kind, year).keywords[0] ?? []) as string[];

    it('draws the top 10 of the two asked years as a diagram with counts and three visible lists', async () => {
      const { user } = renderRoute('/app/topicbar', USER);
      const card = await findCard('Common topics of 2011 and 2012');
      await within(card).findByRole('list', { name: 'In both' }, SLOW);
      const parts = splitSets(topTen('topics', '2011'), topTen('topics', '2012'));
      expect(parts.both.length).toBeGreaterThan(0);
      expect(listedTerms(card, 'Only in 2011')).toEqual(parts.onlyFirst);
      expect(listedTerms(card, 'In both')).toEqual(parts.both);
      expect(listedTerms(card, 'Only in 2012')).toEqual(parts.onlySecond);
      expect(
        within(card).getByRole('img', {
          name: `Diagram of the topics of 2011 and 2012: ${parts.onlyFirst.length} topics only in 2011, ${parts.both.length} in both, ${parts.onlySecond.length} only in 2012`,
        }),
      ).toBeInTheDocument();
      expect(within(card).getByRole('heading', { level: 3, name: `In both (${parts.both.length})` })).toBeInTheDocument();

      // another year and keywords: the lists follow what was asked
      await user.selectOptions(within(card).getByRole('combobox', { name: 'Second year' }), '2016');
      await user.click(within(card).getByRole('button', { name: 'Keyword' }));
      const keywordCard = await findCard('Common keywords of 2011 and 2016');
      await within(keywordCard).findByRole('list', { name: 'Only in 2016' }, SLOW);
      const keys = splitSets(topTen('keys', '2011'), topTen('keys', '2016'));
      expect(listedTerms(keywordCard, 'Only in 2011')).toEqual(keys.onlyFirst);
      expect(listedTerms(keywordCard, 'Only in 2016')).toEqual(keys.onlySecond);
      expect(within(keywordCard).queryByRole('list', { name: 'In both' }) === null ? [] : listedTerms(keywordCard, 'In both')).toEqual(keys.both);
    });

    it("opens a term's publications of its year", async () => {
      const { user } = renderRoute('/app/topicbar', USER);
      const card = await findCard('Common topics of 2011 and 2012');
      await within(card).findByRole('list', { name: 'Only in 2012' }, SLOW);
      const term = splitSets(topTen('topics', '2011'), topTen('topics', '2012')).onlySecond[0] ?? '';
      await user.click(within(card).getByRole('button', { name: `${term}: publications of LAK 2012` }));
      const dialog = await screen.findByRole('dialog', { name: `List of Publications related to the topic ${term}` });
      const titles = lak.abstractDetails(term, '2012').abstractview[0] ?? [];
      expect(await within(dialog).findByText(new RegExp(`^${titles.length} publication\\(s\\) of LAK 2012`))).toBeInTheDocument();
    });

    it('shows no server picture when the server draws none (the built-in backend)', async () => {
      let answered = false;
      server.use(
        http.get(`${env.conferenceApiUrl}commontopics/*`, async ({ request }) => {
          const response = await getResponse(conferenceHandlers(testBackend), request);
          answered = true;
          return response;
        }),
      );
      renderRoute('/app/topicbar', USER);
      const card = await findCard('Common topics of 2011 and 2012');
      await within(card).findByRole('list', { name: 'In both' }, SLOW);
      await waitFor(() => expect(answered).toBe(true));
      // the answer reaches the page on the next turns of the event loop
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(within(card).queryByText('Image from the server')).not.toBeInTheDocument();
      expect(within(card).queryByRole('img', { name: /server's Venn diagram/ })).not.toBeInTheDocument();
    });

    it("keeps a server's picture as a secondary view under the diagram", async () => {
      server.use(http.get(`${env.conferenceApiUrl}commontopics/2011/2012`, () => HttpResponse.json({ commontopics: 'iVBORw0KGgo=' })));
      renderRoute('/app/topicbar', USER);
      const card = await findCard('Common topics of 2011 and 2012');
      expect(await within(card).findByText('Image from the server', undefined, SLOW)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: "The server's Venn diagram of the top 10 topics of LAK 2011 and 2012", hidden: true })).toHaveAttribute(
        'src',
        'data:image/png;base64,iVBORw0KGgo=',
      );
      expect(within(card).getByRole('list', { name: 'In both' })).toBeInTheDocument();
    });
  });

  it('cuts a 1 MB topic name from the server before it reaches the publications request', async () => {
    const seen: string[] = [];
    const huge = 'W'.repeat(1024 * 1024);
    server.use(
      recordConferenceRequests(seen),
      http.get(`${env.conferenceApiUrl}toptopics/2011`, () => HttpResponse.json({ keywords: [[huge, 'second topic'], [9, 4]] })),
    );
    renderRoute('/app/topicbar', USER);
    await waitFor(() => expect(seen.some((path) => path.startsWith('topicdetails/'))).toBe(true), SLOW);
    const details = seen.filter((path) => path.startsWith('topicdetails/'));
    for (const path of details) expect(path.length).toBeLessThan(1_000);
    expect(screen.queryByText(huge)).not.toBeInTheDocument();
  });
});
