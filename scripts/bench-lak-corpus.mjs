// The cost of building the LAK corpus in the browser (issue 37), on the demo build: OpenAlex answers
// every DOI of the shipped list (intercepted, in its documented shape; Semantic Scholar is asked for
// none), and the time runs from opening Topic Trends to its drawn top-10 chart over the 732 papers,
// with the longest main-thread task seen meanwhile (PerformanceObserver 'longtask').
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const CHROME_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));
const DOIS = JSON.parse(readFileSync(new URL('../src/backend/lak/conferences/lak-dois.json', import.meta.url), 'utf8'));
const ALL = Object.entries(DOIS).flatMap(([year, dois]) => dois.map((doi) => ({ doi, year })));
const THEMES = [
  ['Learning dashboards for teachers', 'Learning dashboards visualise student activity for teachers. The dashboard design supports feedback and reflection of learners in class.', ['Katrien Verbert', 'Erik Duval', 'Sven Charleer']],
  ['Predicting dropout in MOOCs', 'Massive open online courses suffer from dropout. Clickstream features predict completion of MOOC learners early in the course.', ['Ryan Baker', 'Christopher Brooks', 'Zachary Pardos']],
  ['Discourse analytics of discussion forums', 'Online discussion forums hold collaborative discourse. Epistemic network analysis models discourse codes of student posts.', ['Simon Knight', 'Alyssa Wise', 'Simon Buckingham Shum']],
  ['Knowledge tracing in tutoring systems', 'Knowledge tracing estimates skill mastery from student responses. Intelligent tutoring systems select practice problems from mastery estimates.', ['Kenneth Koedinger', 'Neil Heffernan', 'Radek Pelanek']],
  ['Writing analytics for academic essays', 'Writing analytics gives automated feedback on academic essays. Rhetorical moves in student writing are detected with natural language processing.', ['Danielle McNamara', 'Laura Allen', 'Scott Crossley']],
  ['Multimodal analytics with eye tracking', 'Multimodal learning analytics combines eye tracking and sensor data. Joint visual attention predicts collaboration quality of pairs.', ['Marcelo Worsley', 'Bertrand Schneider', 'Xavier Ochoa']],
];

function work(doi) {
  const at = ALL.findIndex((entry) => entry.doi === doi);
  if (at < 0) return null;
  const [title, text, group] = THEMES[at % THEMES.length];
  const abstract = `${text} We report a study with ${20 + at} participants in ${ALL[at].year}.`;
  const index = {};
  abstract.split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return {
    id: `https://openalex.org/W${1000 + at}`,
    doi: `https://doi.org/${doi}`,
    title: `${title} (${at + 1})`,
    display_name: `${title} (${at + 1})`,
    publication_year: Number(ALL[at].year),
    authorships: group.slice(0, 1 + (at % 3)).map((name, i) => ({ author: { id: `https://openalex.org/A${500 + (at % THEMES.length) * 10 + i}`, display_name: name }, institutions: [] })),
    abstract_inverted_index: index,
    cited_by_count: 3,
  };
}

/** Builds the corpus once on a fresh page; returns `{ papers, totalMs, longestTaskMs }`. */
export async function measureLakCorpusBuild(origin, { chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const cors = { 'access-control-allow-origin': '*' };
    await context.route('https://api.openalex.org/**', (route) => {
      const doi = decodeURIComponent(new URL(route.request().url()).pathname).replace(/^\/works\/doi:/, '');
      const answer = work(doi);
      return answer ? route.fulfill({ json: answer, headers: cors }) : route.fulfill({ status: 404, json: { error: 'Not Found' }, headers: cors });
    });
    await context.route('https://api.semanticscholar.org/**', (route) => route.fulfill({ status: 404, json: { error: 'not found' }, headers: cors }));
    await context.addInitScript(() => {
      const longest = { ms: 0 };
      globalThis.__longestTask = longest;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (longest.ms = Math.max(longest.ms, entry.duration)))).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('Email').fill('demo@example.org');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\//, { timeout: 60_000 });
    const started = Date.now();
    await page.goto(`${origin}/app/topicbar`);
    await page.getByText(/^732 papers, 732 with abstracts; source: OpenAlex\./).waitFor({ timeout: 600_000 });
    await page.getByRole('table', { name: 'Top 10 topics of LAK 2011 by frequency' }).getByRole('rowheader').first().waitFor({ state: 'attached', timeout: 60_000 });
    await page.locator('.rima-chart[aria-hidden="true"] svg').first().waitFor({ timeout: 60_000 });
    const totalMs = Date.now() - started;
    const longestTaskMs = Math.round(await page.evaluate(() => globalThis.__longestTask.ms));
    return { papers: ALL.length, totalMs, longestTaskMs };
  } finally {
    await browser.close();
  }
}

export function printLakCorpusBuild(result) {
  console.log(`\nLAK corpus built in the browser (${result.papers} intercepted answers to a drawn Topic Trends): ${(result.totalMs / 1000).toFixed(1)} s in all, longest main-thread task ${result.longestTaskMs} ms`);
}
