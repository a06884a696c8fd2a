import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { env } from '@/config/env';
import { htmlServerError } from '@/backend/http-helpers';
import { getLongTermInterests } from '@/api/user/interests';
import { session } from '@/lib/session';
import { LakViews } from '@/backend/lak/backend';
import { server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';
import { splitSets } from '@/components/charts/lib/set-diagram-layout';
import { failConferenceEndpoint, findCard, listedTerms, SLOW } from '../test/helpers';

/** The conference views over the generated sample, as the built-in backend answers them. */
const lak = new LakViews();

const USER = { user: 'demo@example.org' };

describe('/app/topicsresearch (Comparison of Conference(s))', () => {
  it("compares the researcher's top 10 with the conference's terms of the asked year, in a diagram with three visible lists", async () => {
    const { user } = renderRoute('/app/topicsresearch', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Comparison of Conference(s)' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveValue('lak');
    const card = await findCard('Researcher compared with the conference');
    const researcher = await within(card).findByRole('combobox', { name: 'Researcher' });
    expect(researcher).toHaveValue('A. Ammari');
    expect(within(researcher).getAllByRole('option')).toHaveLength(lak.allAuthors().authors.length);

    // all years: the researcher's top 10 against every topic the conference has had
    await within(card).findByRole('list', { name: 'Only in LAK, all years' }, SLOW);
    const mine = lak.researcherTerms('A. Ammari', 'all years', 'topics').map((entry) => entry.name);
    const every = lak.allResults('topics').topics.map((option) => option.value);
    const all = splitSets(mine, every);
    expect(all.both.length).toBeGreaterThan(0);
    expect(listedTerms(card, 'In both').sort()).toEqual([...all.both].sort());
    expect(within(card).getByRole('heading', { level: 3, name: `Only in LAK, all years (${all.onlySecond.length})` })).toBeInTheDocument();
    expect(
      within(card).getByRole('img', {
        name: `Diagram of the topics of A. Ammari and LAK, all years: ${all.onlyFirst.length} topics only in A. Ammari, ${all.both.length} in both, ${all.onlySecond.length} only in LAK, all years`,
      }),
    ).toBeInTheDocument();
    // a long list is bounded: the first 10, then Show more
    expect(listedTerms(card, 'Only in LAK, all years')).toHaveLength(Math.min(10, all.onlySecond.length));

    // keywords of 2014: the researcher's top 10 of 2014 against the conference's top 10 of 2014
    await user.click(within(card).getByRole('button', { name: 'Keyword' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Year' }), '2014');
    await within(card).findByRole('list', { name: 'Only in LAK 2014' }, SLOW);
    const mine2014 = lak.researcherTerms('A. Ammari', '2014', 'keys').map((entry) => entry.name);
    const top2014 = (lak.topTen('keys', '2014').keywords[0] ?? []) as string[];
    const parts = splitSets(mine2014, top2014);
    expect(within(card).getByRole('img', { name: new RegExp(`^Diagram of the keywords of A\\. Ammari and LAK 2014: ${parts.onlyFirst.length} keywords only`) })).toBeInTheDocument();
    expect(listedTerms(card, 'Only in LAK 2014').sort()).toEqual([...parts.onlySecond].sort());
    const links = within(within(card).getByRole('list', { name: 'Only in LAK 2014' })).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', expect.stringContaining('semanticscholar.org/search?q='));
  });

  it("shows the error with a retry when the researcher's topics fail, and says so when only the server's image fails", async () => {
    server.use(failConferenceEndpoint('getauthortopicdetails'), failConferenceEndpoint('authorconfcomparison'));
    renderRoute('/app/topicsresearch', USER);
    const card = await findCard('Researcher compared with the conference');
    expect(await within(card).findByRole('alert', undefined, SLOW)).toHaveTextContent('The server failed to answer.');
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await within(card).findByText("The server's image of this comparison could not be loaded.")).toBeInTheDocument();
  });
});

describe('/app/topicsrecommend (Publications)', () => {
  it("lists LAK publications for the user's top interests, each with year, title and a link", async () => {
    const { user } = renderRoute('/app/topicsrecommend', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveValue('lak');
    const interests = await getLongTermInterests(session.getOwnId() as number);
    const top = [...interests].sort((a, b) => b.weight - a.weight).slice(0, 5);
    expect(top.length).toBeGreaterThan(0);
    expect(await screen.findByText(`Your ${top.length} heaviest interests: ${top.map((i) => i.keyword).join(', ')}.`)).toBeInTheDocument();

    const withPapers = top.find((interest) => (lak.abstractDetails(interest.keyword, '2020').abstractview[0] ?? []).length > 0);
    expect(withPapers).toBeDefined();
    const term = withPapers?.keyword ?? '';
    const titles = lak.abstractDetails(term, '2020').abstractview[0] ?? [];
    const section = screen.getByRole('region', { name: `Publications about ${term}` });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(Math.min(5, titles.length));
    expect(items[0]).toHaveTextContent('2020');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveTextContent(titles[0] as string);
    if (titles.length > 5) {
      // the shared Show more: five more at a time
      expect(within(section).getByText(`Showing 5 of ${titles.length} publications`)).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Show more publications' }));
      expect(within(section).getAllByRole('listitem')).toHaveLength(Math.min(10, titles.length));
    } else {
      expect(within(section).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    }
  });
});

describe('/app/topicform', () => {
  it('is reachable and leads to the conference screens', async () => {
    renderRoute('/app/topicform', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Conference topics' }, SLOW)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Conference screens' });
    expect(within(nav).getByRole('link', { name: 'Topic Trends' })).toHaveAttribute('href', '/app/topicbar');
    await waitFor(() => expect(screen.queryByRole('link', { name: /topic form/i })).not.toBeInTheDocument());
  });
});

describe('the conference database down (every conference call answers 500)', () => {
  it('Topic Trends says once that the server cannot answer conference data now, not in every card, and one Try again loads them all', async () => {
    let down = true;
    server.use(http.get(`${env.conferenceApiUrl}*`, () => (down ? htmlServerError() : undefined)));
    const { user } = renderRoute('/app/topicbar', USER);
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('The server cannot answer conference data now.');
    await waitFor(() => expect(screen.getAllByText('Not loaded.').length).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/The server failed to answer/)).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByText('Not loaded.')).not.toBeInTheDocument();
  });
});
