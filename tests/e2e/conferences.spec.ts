import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, chooseOfflineLakSample, openInApp, plottedNames, saveScreenshot, signInAsDemo } from './support';

/**
 * Learning @ Scale beside LAK (issue 53), on the demo build: L@S chosen on Topic Trends is read from
 * OpenAlex (intercepted: every DOI of the shipped list answered in its documented shape; Semantic
 * Scholar asked for none), then compared with LAK (its offline sample here: lak-corpus.spec.ts builds
 * LAK itself), and the demo account's interests placed among both conferences' topics.
 */
const DOIS: Record<string, string[]> = JSON.parse(readFileSync('src/backend/lak/conferences/las-dois.json', 'utf8')) as Record<string, string[]>;
const ALL = Object.entries(DOIS).flatMap(([year, dois]) => dois.map((doi) => ({ doi, year })));

const THEMES = [
  { title: 'Peer grading at scale', words: 'Peer assessment in massive open online courses scales grading. Calibrated peer review improves the accuracy of grades.', group: ['Chinmay Kulkarni', 'Scott Klemmer'] },
  { title: 'Video engagement in MOOCs', words: 'Learners watch lecture videos in online courses. Clickstream data of video interaction predicts dropout.', group: ['Philip Guo', 'Juho Kim'] },
  { title: 'Learning analytics dashboards', words: 'Learning analytics dashboards visualise student activity. Teachers use the dashboard for feedback to learners.', group: ['Ryan Baker', 'Christopher Brooks'] },
  { title: 'Automated hints for programming', words: 'Programming exercises receive automated hints. Data-driven feedback helps novice programmers in large courses.', group: ['Elena Glassman', 'Armando Fox'] },
];

function invertedIndex(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = {};
  text.split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return index;
}

/** Intercepts both sources: OpenAlex answers every L@S DOI, Semantic Scholar is asked for none. */
async function interceptLas(context: BrowserContext) {
  const cors = { 'access-control-allow-origin': '*' };
  await context.route('https://api.openalex.org/**', (route) => {
    const doi = decodeURIComponent(new URL(route.request().url()).pathname).replace(/^\/works\/doi:/, '');
    const at = ALL.findIndex((entry) => entry.doi === doi);
    if (at < 0) return route.fulfill({ status: 404, json: { error: 'Not Found' }, headers: cors });
    const theme = THEMES[at % THEMES.length]!;
    const title = `${theme.title} (${at + 1})`;
    return route.fulfill({
      headers: cors,
      json: {
        id: `https://openalex.org/W${5000 + at}`,
        doi: `https://doi.org/${doi}`,
        title,
        display_name: title,
        publication_year: Number(ALL[at]?.year),
        authorships: theme.group.map((name, i) => ({ author: { id: `https://openalex.org/A${900 + (at % THEMES.length) * 10 + i}`, display_name: name }, institutions: [] })),
        abstract_inverted_index: invertedIndex(`${theme.words} A study with ${30 + at} learners.`),
        cited_by_count: 2,
      },
    });
  });
  await context.route('https://api.semanticscholar.org/**', (route) => route.fulfill({ status: 404, json: { error: 'not found' }, headers: cors }));
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test('L@S chosen is read with its progress and draws its topics; compared with LAK; your interests placed in both', async ({ page, context }) => {
  test.setTimeout(420_000);
  await chooseOfflineLakSample(context);
  await interceptLas(context);
  await signInAsDemo(page, '/app/topicbar?conference=las');
  await expect(page.getByRole('heading', { level: 1, name: 'Topic Trends' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^(Reading|Finding|Modelling) .*L@S papers/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${ALL.length} papers, ${ALL.length} with abstracts; source: OpenAlex.`)).toBeVisible({ timeout: 300_000 });
  const top = page.locator('section', { has: page.getByRole('heading', { name: 'Top 10 topics of L@S 2014' }) });
  expect((await plottedNames(top.getByRole('table', { name: 'Top 10 topics of L@S 2014 by frequency' }))).length).toBeGreaterThan(0);
  await expect(top.locator('.rima-chart[aria-hidden="true"] svg').first()).toBeVisible();

  // Compare Conference: LAK ticked first, L@S ticked, its corpus kept: the comparison is drawn
  await openInApp(page, '/app/topicsresearch');
  await expect(page.getByText('Choose at least two conferences.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'L@S (2014-2020)' }).check();
  await expect(page.getByRole('heading', { name: 'Topics shared by LAK and L@S, 2014-2020' })).toBeVisible({ timeout: 60_000 });
  const own = page.getByRole('table', { name: 'Topics particular to L@S, 2014-2020' });
  expect((await plottedNames(own)).length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: /^Trend of “.+” in each conference, 2014-2020$/ })).toBeVisible();

  // your interests: a closeness per year of each conference, and each conference's three closest papers
  const placed = page.getByRole('table', { name: 'Your interests in LAK and L@S, year by year' });
  await expect(placed.getByRole('rowheader').first()).toBeAttached({ timeout: 60_000 });
  expect(await plottedNames(placed)).toEqual(['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020']);
  await expect(placed.getByRole('row').filter({ hasText: '2011' }).getByRole('cell').nth(2)).toHaveText('not held');
  const lasPapers = page.getByRole('list', { name: 'L@S papers closest to your interests' });
  await expect(lasPapers.getByRole('listitem')).toHaveCount(3);
  await expect(lasPapers.getByText(/^Matched: /).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'conferences-compare-desktop.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lasPapers).toBeVisible();
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'conferences-compare-phone.png', { fullPage: true });
});
