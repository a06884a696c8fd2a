/**
 * "Your interests" on Topic Trends and Compare Conference (standalone build, signed in): the seeded
 * account's top interests placed among LAK's topics (the offline sample here), year by year, with
 * LAK's closest papers and the interests they matched. A RIMA server has no such card.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { FIXTURE_CONFERENCE, LAS_FIXTURE_CONFERENCE } from '@/backend/lak/corpus/test-fixtures';
import { TOP_INTERESTS } from '@/backend/lak/interests';
import { orderInterests } from '@/lib/interest-order';
import { renderRoute } from '@/test/render-route';
import { findCard, tableRowHeaders } from '../test/helpers';
import { conferences, db } from '@/backend/node';

const STANDALONE = { user: 'demo@example.org', demoMode: true };
const PLACED = { timeout: 60_000 };

beforeEach(() => conferences.reset('sample', { conference: FIXTURE_CONFERENCE, conferences: [LAS_FIXTURE_CONFERENCE], iterations: 30 }));

/** The seeded account's interests as every screen orders them (heaviest first, ties in the stored order). */
function demoInterests(): string[] {
  const demo = db.findUserByEmail('demo@example.org');
  const own = db
    .state()
    .longTerm.filter((interest) => interest.user === demo?.id)
    .sort((a, b) => a.id - b.id);
  return orderInterests(own)
    .slice(0, TOP_INTERESTS)
    .map((interest) => interest.keyword);
}

describe('Your interests among a conference\'s topics', () => {
  it('Topic Trends places the top interests year by year and lists LAK\'s three closest papers with the interests they matched', async () => {
    renderRoute('/app/topicbar', STANDALONE);
    // placed in the worker once the word vectors are loaded
    await screen.findByRole('heading', { level: 2, name: 'Your interests in LAK, year by year' }, PLACED);
    const closeness = await findCard('Your interests in LAK, year by year');
    const interests = demoInterests();
    expect(interests.length).toBeGreaterThan(1);
    expect(await within(closeness).findByText(interests.join(', '), undefined, PLACED)).toBeInTheDocument();
    const table = within(closeness).getByRole('table', { name: 'Your interests in LAK, year by year' });
    expect(tableRowHeaders(table)).toEqual(['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020']);
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent ?? '');
    // each year: a closeness 0..100 and how many of its papers carry a term matching an interest
    expect(cells[0]).toMatch(/^\d+(\.\d+)?$/);
    expect(cells[1]).toMatch(/^\d+ of \d+$/);
    expect(cells.some((cell, index) => index % 2 === 0 && Number(cell) > 0)).toBe(true);

    const papers = await findCard('LAK papers closest to your interests');
    const list = within(papers).getByRole('list', { name: 'LAK papers closest to your interests' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // the closest paper matched at least one of the interests placed, each named
    const matched = /^Matched: (.+)$/.exec(within(items[0] as HTMLElement).getByText(/^Matched: /).textContent ?? '')?.[1] ?? '';
    expect(interests.some((interest) => matched.startsWith(interest))).toBe(true);
    expect(within(papers).getByRole('table', { name: 'LAK papers closest to your interests' })).toBeInTheDocument();
  }, 120_000);

  it('a RIMA server shows no such card', async () => {
    renderRoute('/app/topicbar', { user: 'demo@example.org' });
    // the last card of the page is drawn: nothing of "Your interests" beside it, not even an error
    await findCard('Evolution of topics over time');
    await waitFor(() => expect(screen.queryByText(/Your interests/)).not.toBeInTheDocument());
  }, 60_000);
});
