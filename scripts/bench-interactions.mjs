// Interaction latency of the demo build (issue 28, item 25): drives Debian's Chromium with Playwright at
// 4x CPU slowdown, performs the interactions below and reads each one's duration from the Event Timing
// API (the longest event of the interaction, input to next paint, as INP counts it). Web Vitals calls an
// INP of 200 ms or less "good": every interaction here must answer within that.
// Used by scripts/bench.mjs on the demo build; alone: node scripts/bench-interactions.mjs <origin>
// (a demo build served there, for example by `npx vite preview`).
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const INTERACTION_BUDGET_MS = 200;
/**
 * Manage Interests with 10,000 interests and a 1 MB keyword (a profile no person builds, but a
 * server or a restored file can send): each interaction answers within a second, at the machine's own
 * speed (the browser test tests/e2e/bounded.spec.ts records the same acts' times, without a limit).
 */
export const FLOOD_BUDGET_MS = 1000;
const FLOOD = 10_000;
const CPU_SLOWDOWN = 4;
const CHROME_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

/** Collects Event Timing entries per interaction in the page (installed before any script runs). */
function observeInteractions() {
  globalThis.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = globalThis.__interactions.get(entry.interactionId) ?? 0;
      globalThis.__interactions.set(entry.interactionId, Math.max(seen, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** The longest interaction since the last call (ms), after the next frames have been painted. */
async function lastInteraction(page) {
  await page.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(resolve, 300)))));
  return page.evaluate(() => {
    const durations = [...globalThis.__interactions.values()];
    globalThis.__interactions.clear();
    return durations.length === 0 ? 0 : Math.max(...durations);
  });
}

async function signIn(page, origin) {
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel('Email').fill('demo@example.org');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//, { timeout: 60_000 });
  // Compare Researcher on the offline sample (the LAK corpus build is measured apart: bench-lak-corpus.mjs)
  await page.evaluate(() => localStorage.setItem('rima-demo-backend:lak-corpus', 'sample'));
}

/** Each interaction: where it happens, how to get ready (not measured) and the act that is measured. */
const SCENARIOS = [
  {
    name: 'Manage Interests: add interests, move a weight slider',
    async run(page, origin, measure) {
      await page.goto(`${origin}/app/keyword`);
      const add = page.getByRole('form', { name: 'Add an interest' });
      await add.getByRole('textbox', { name: 'New interest' }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      for (const name of ['bench interest one', 'bench interest two']) {
        await add.getByRole('textbox', { name: 'New interest' }).fill(name);
        await measure(`Add "${name}"`, () => add.getByRole('button', { name: 'Add' }).click());
      }
      const slider = page.getByRole('form', { name: 'Interests' }).getByRole('slider').first();
      await slider.focus();
      await measure('weight slider: one step up', () => page.keyboard.press('ArrowUp'));
      await lastInteraction(page);
    },
  },
  {
    name: 'Compare (user profile): switch the explanation tabs',
    async run(page, origin, measure) {
      // the first other user the sidebar search finds: the comparison page of issue 28
      await page.goto(`${origin}/app/profile/${await otherUserId(page)}`);
      await page.getByRole('tab', { name: 'Basic explanation' }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      for (const tab of ['Intermediate explanation', 'Advanced explanation', 'Basic explanation', 'Advanced explanation']) {
        await measure(`tab "${tab}"`, () => page.getByRole('tab', { name: tab }).click());
      }
    },
  },
  {
    name: 'Compare Researcher: open a researcher',
    async run(page, origin, measure) {
      await page.goto(`${origin}/app/topicsauthors`);
      const list = page.getByRole('list', { name: 'Researchers in the network' });
      await list.getByRole('button').first().waitFor({ timeout: 60_000 });
      await page.getByRole('combobox', { name: 'First researcher' }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      // as a reader would: after the network has been laid out (the layout runs for a few seconds)
      await page.waitForTimeout(8000);
      await measure('network list: open the first researcher', () => list.getByRole('button').first().click());
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await lastInteraction(page);
      const select = page.getByRole('combobox', { name: 'First researcher' });
      const options = await select.locator('option').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('value')));
      const first = await select.inputValue();
      const start = options.indexOf(first);
      // a choice with the keyboard (a closed select takes the arrow keys): one interaction per key
      await select.focus();
      for (const value of options.slice(start + 1, start + 3)) {
        await measure(`comparison: choose the next researcher (${value})`, () => page.keyboard.press('ArrowDown'));
        await page.waitForLoadState('networkidle');
      }
      await lastInteraction(page);
    },
  },
  {
    name: 'Manage Interests with 10,000 interests and a 1 MB keyword',
    budgetMs: FLOOD_BUDGET_MS,
    slowdown: 1,
    async run(page, origin, measure) {
      await floodInterests(page, origin);
      await page.goto(`${origin}/app/keyword`);
      const pager = page.getByRole('navigation', { name: 'Interest pages' });
      await pager.getByText(/of 10,0\d\d interests/).waitFor({ timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      const rows = page.getByRole('form', { name: 'Interests' }).locator('[data-row-key]');
      await rows.nth(1).getByRole('slider', { name: 'Weight' }).focus();
      await measure('weight slider: one step down', () => page.keyboard.press('ArrowLeft'));
      await rows.nth(2).getByLabel('Interest name').focus();
      await measure('type a letter into a name', () => page.keyboard.type('x'));
      await measure('next page of interests', () => pager.getByRole('button', { name: 'Next' }).click());
      const add = page.getByRole('form', { name: 'Add an interest' });
      await add.getByLabel('New interest').fill('brand new interest');
      await measure('Add an interest', () => add.getByRole('button', { name: 'Add' }).click());
      await lastInteraction(page);
    },
  },
];

/**
 * Puts FLOOD interests and one 1 MB keyword into the signed-in user's stored profile, with the app
 * closed (a page of no script open instead): the next page load reads them.
 */
async function floodInterests(page, origin) {
  await page.goto(`${origin}/app/keyword`);
  await page.getByRole('form', { name: 'Interests' }).waitFor({ timeout: 60_000 });
  const user = Number(await page.evaluate(() => localStorage.getItem('mId')));
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ({ user, count }) =>
      new Promise((resolve, reject) => {
        const open = globalThis.indexedDB.open('rima-standalone');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const transaction = open.result.transaction(['meta', 'longTerm'], 'readwrite');
          const meta = transaction.objectStore('meta');
          const interests = transaction.objectStore('longTerm');
          const read = meta.get('state');
          read.onsuccess = () => {
            const state = read.result;
            const stamp = '2024-05-01T10:00:00';
            const put = (keyword, weight) => {
              const id = state.nextId.longTerm++;
              interests.put({ id, user, keyword, original_keywords: [], categories: [], paper_ids: [], tweet_ids: [], weight, source: 'Manual', created_on: stamp, updated_on: stamp }, id);
            };
            put('w'.repeat(1024 * 1024), 5);
            for (let i = 0; i < count; i += 1) put(`flood keyword ${i}`, 1 + (i % 40) / 10);
            meta.put(state, 'state');
          };
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(new Error('the interests could not be stored'));
        };
      }),
    { user, count: FLOOD },
  );
}

async function otherUserId(page) {
  return page.evaluate(async () => {
    const own = Number(localStorage.getItem('mId'));
    const token = localStorage.getItem('accessToken');
    const response = await fetch('/api/accounts/user-search/a/', { headers: token ? { Authorization: `Token ${token}` } : {} }).catch(() => null);
    const found = response && response.ok ? await response.json().catch(() => null) : null;
    const ids = Array.isArray(found) ? found.map((user) => Number(user.id)).filter((id) => id !== own) : [];
    return ids[0] ?? (own === 1 ? 2 : 1);
  });
}

/** Runs every scenario; returns rows `{ scenario, interaction, ms, budgetMs, slowdown }`. */
export async function measureInteractions(origin, { chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const rows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    await signIn(page, origin);
    const cdp = await context.newCDPSession(page);
    for (const scenario of SCENARIOS) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const slowdown = scenario.slowdown ?? CPU_SLOWDOWN;
      const budgetMs = scenario.budgetMs ?? INTERACTION_BUDGET_MS;
      const measure = async (interaction, act) => {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        await lastInteraction(page);
        await act();
        const ms = await lastInteraction(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        rows.push({ scenario: scenario.name, interaction, ms: Math.round(ms), budgetMs, slowdown });
      };
      await scenario.run(page, origin, measure);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printInteractions(rows) {
  console.log(`\nInteractions (Event Timing, input to next paint; CPU slowdown and budget per row):`);
  const width = Math.max(...rows.map((row) => `${row.scenario}: ${row.interaction}`.length));
  for (const row of rows) console.log(`  ${`${row.scenario}: ${row.interaction}`.padEnd(width)}  ${String(row.ms).padStart(4)} ms  (${row.slowdown}x, budget ${row.budgetMs})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  if (!origin || !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('usage: node scripts/bench-interactions.mjs <origin of a served demo build> (needs Chromium)');
    process.exit(1);
  }
  const rows = await measureInteractions(origin);
  printInteractions(rows);
  const slow = rows.filter((row) => row.ms > row.budgetMs);
  if (slow.length > 0) process.exit(1);
}
