import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { expect, test, plottedNames, saveScreenshot, signInAsDemo } from './support';

/**
 * The LAK corpus built in the browser from OpenAlex and Semantic Scholar, both intercepted: every DOI
 * of the shipped list answered in the sources' documented shapes (six research themes, their groups
 * of researchers), a build cancelled and continued, and Topic Trends drawn from it.
 */
const DOIS: Record<string, string[]> = JSON.parse(readFileSync('src/backend/lak/conferences/lak-dois.json', 'utf8')) as Record<string, string[]>;
const ALL = Object.entries(DOIS).flatMap(([year, dois]) => dois.map((doi) => ({ doi, year })));

const THEMES = [
  { title: 'Learning dashboards for teachers', words: 'Learning dashboards visualise student activity for teachers. The dashboard design supports feedback and reflection of learners in class.', group: ['Katrien Verbert', 'Erik Duval', 'Sven Charleer'] },
  { title: 'Predicting dropout in MOOCs', words: 'Massive open online courses suffer from dropout. Clickstream features predict completion of MOOC learners early in the course.', group: ['Ryan Baker', 'Christopher Brooks', 'Zachary Pardos'] },
  { title: 'Discourse analytics of discussion forums', words: 'Online discussion forums hold collaborative discourse. Epistemic network analysis models discourse codes of student posts.', group: ['Simon Knight', 'Alyssa Wise', 'Simon Buckingham Shum'] },
  { title: 'Knowledge tracing in tutoring systems', words: 'Knowledge tracing estimates skill mastery from student responses. Intelligent tutoring systems select practice problems from mastery estimates.', group: ['Kenneth Koedinger', 'Neil Heffernan', 'Radek Pelanek'] },
  { title: 'Writing analytics for academic essays', words: 'Writing analytics gives automated feedback on academic essays. Rhetorical moves in student writing are detected with natural language processing.', group: ['Danielle McNamara', 'Laura Allen', 'Scott Crossley'] },
  { title: 'Multimodal analytics with eye tracking', words: 'Multimodal learning analytics combines eye tracking and sensor data. Joint visual attention predicts collaboration quality of pairs.', group: ['Marcelo Worsley', 'Bertrand Schneider', 'Xavier Ochoa'] },
];

function invertedIndex(text: string): Record<string, number[]> {
  const index: Record<string, number[]> = {};
  text.split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return index;
}

function paperOf(doi: string) {
  const at = ALL.findIndex((entry) => entry.doi === doi);
  const theme = THEMES[at % THEMES.length]!;
  const authors = theme.group.slice(0, 1 + (at % 3));
  return { at, year: ALL[at]?.year ?? '2011', title: `${theme.title} (${at + 1})`, abstract: `${theme.words} We report a study with ${20 + at} participants.`, authors };
}

/** Intercepts both sources; OpenAlex answers every DOI with its work, Semantic Scholar is asked for none. */
async function interceptSources(context: BrowserContext, { delayMs = 0 } = {}) {
  await context.route('https://api.openalex.org/**', async (route) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const doi = decodeURIComponent(new URL(route.request().url()).pathname).replace(/^\/works\/doi:/, '');
    const paper = paperOf(doi);
    if (paper.at < 0) return route.fulfill({ status: 404, json: { error: 'Not Found' }, headers: { 'access-control-allow-origin': '*' } });
    return route.fulfill({
      headers: { 'access-control-allow-origin': '*' },
      json: {
        id: `https://openalex.org/W${1000 + paper.at}`,
        doi: `https://doi.org/${doi}`,
        title: paper.title,
        display_name: paper.title,
        publication_year: Number(paper.year),
        authorships: paper.authors.map((name, i) => ({ author: { id: `https://openalex.org/A${500 + THEMES.findIndex((t) => t.group.includes(name)) * 10 + i}`, display_name: name }, institutions: [] })),
        abstract_inverted_index: invertedIndex(paper.abstract),
        cited_by_count: 3,
      },
    });
  });
  await context.route('https://api.semanticscholar.org/**', (route) => route.fulfill({ status: 404, json: { error: 'not found' }, headers: { 'access-control-allow-origin': '*' } }));
}

test('the first visit builds the LAK corpus from the sources; Cancel keeps a partial corpus, Continue completes it, Topic Trends draws it', async ({ page, context }) => {
  test.setTimeout(240_000);
  await interceptSources(context, { delayMs: 15 });
  await signInAsDemo(page, '/app/topicbar');
  await expect(page.getByRole('heading', { level: 1, name: 'Topic Trends' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: /^Reading the LAK papers: \d+ of 732$/ });
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Elapsed: \d+ s$/)).toBeVisible();
  await saveScreenshot(page, 'lak-corpus-reading-desktop.png');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // the partial corpus is shown with its count and Continue
  const partial = page.getByText(/^Partial corpus: \d+ of 732 LAK papers read; \d+ not read yet\.$/);
  await expect(partial).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^\d+ papers, \d+ with abstracts; source: OpenAlex\.$/)).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await interceptSources(context);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('732 papers, 732 with abstracts; source: OpenAlex.')).toBeVisible({ timeout: 180_000 });

  // Topic Trends draws the corpus's topics
  const top = page.locator('section', { has: page.getByRole('heading', { name: 'Top 10 topics of LAK 2011' }) });
  const names = await plottedNames(top.getByRole('table', { name: 'Top 10 topics of LAK 2011 by frequency' }));
  expect(names.length).toBeGreaterThan(0);
  await expect(top.locator('.rima-chart[aria-hidden="true"] svg').first()).toBeVisible();
  await expect(page.getByText('sample data, not LAK')).toHaveCount(0);
  await saveScreenshot(page, 'lak-corpus-topicbar-desktop.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'lak-corpus-topicbar-phone.png', { fullPage: true });
});

test('offline at the first visit: Retry and the labelled offline sample', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.route('https://api.openalex.org/**', (route) => route.abort('internetdisconnected'));
  await context.route('https://api.semanticscholar.org/**', (route) => route.abort('internetdisconnected'));
  await signInAsDemo(page, '/app/topicbar');
  const alert = page.getByRole('alert').filter({ hasText: 'The LAK papers could not be read.' });
  await expect(alert).toBeVisible({ timeout: 120_000 });
  await expect(alert).toContainText('OpenAlex could not be reached. Semantic Scholar could not be reached.');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await saveScreenshot(page, 'lak-corpus-offline-phone.png');
  await alert.getByRole('button', { name: 'Show the offline sample' }).click();
  const top = page.locator('section', { has: page.getByRole('heading', { name: 'Top 10 topics of LAK 2011' }) });
  await expect(top.getByText('sample data, not LAK')).toBeVisible();
  await saveScreenshot(page, 'lak-corpus-sample-phone.png', { fullPage: true });
});
