import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import CHROMIUM_FLAGS from '../../scripts/chromium-flags.json' with { type: 'json' };
import ICAL from 'ical.js';
import { digestClocks, leaveForADay } from '../../scripts/lib/digest-clock.mjs';
import { DEBIAN_CHROMIUM, OFFLINE_HOST_RESOLVER } from '../../scripts/lib/test-browser.mjs';
import { addNewPosts, createBlueskyWorld } from '../../src/test/bluesky';
import { apiRequestsThatBypassTheBackend, expect, keepOffTheInternet, openInApp, saveScreenshot, signInAsDemo, test } from './support';

/** How long after a page shows the app tells the backend of the visit (VISIT_DELAY_MS of src/components/identity/use-digest-visit.ts, which a test cannot import: it loads the app's configuration). */
const VISIT_DELAY_MS = 3000;

// New for you in a real browser: the researcher leaves, comes back a day later and sees what is new;
// follows a researcher and sees their new paper; takes the feeds and the reminder along.

/** Bluesky (public.api.bsky.app) answered from the fixture network: a profile, and an author's feed (its first page). */
async function answerBluesky(context: BrowserContext) {
  const world = createBlueskyWorld();
  await context.route('https://public.api.bsky.app/**', (route) => {
    const url = new URL(route.request().url());
    const actor = url.searchParams.get('actor') ?? '';
    const account = world.accounts.get(actor.startsWith('did:') ? actor : (world.handles.get(actor.toLowerCase()) ?? ''));
    const json = (body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });
    if (!account) return json({ error: 'InvalidRequest', message: 'Profile not found' }, 400);
    if (url.pathname === '/xrpc/app.bsky.actor.getProfile') return json(account.profile);
    if (url.pathname === '/xrpc/app.bsky.feed.getAuthorFeed') return json({ feed: account.feed.slice(0, Number(url.searchParams.get('limit') ?? 50)) });
    return json({ error: 'MethodNotImplemented' }, 501);
  });
  return world;
}

test('leave, come back a day later: New for you · N, open one, mark all as seen; follow a researcher and a Bluesky account and see their new paper and post; take the feeds and the reminder', async ({ page, context }) => {
  test.setTimeout(120_000);
  // the page's clock, moved on by the test: the visit is told VISIT_DELAY_MS after the page shows
  await page.clock.install();
  await signInAsDemo(page);
  // the first visit starts the clock (told once the page is interactive)
  await page.clock.runFor(VISIT_DELAY_MS);
  await expect.poll(() => digestClocks(page).then((rows) => rows.length), { timeout: 20_000 }).toBe(1);

  await leaveForADay(page);
  await page.goto('/app/index');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.clock.runFor(VISIT_DELAY_MS);
  const newForYou = page.getByRole('link', { name: /^New for you · \d+$/ });
  await expect(newForYou).toBeVisible({ timeout: 30_000 });
  await newForYou.click();
  await expect(page.getByRole('heading', { name: 'New for you', level: 1 })).toBeVisible();
  const first = page.locator('article.rima-paper').first();
  await expect(first).toContainText('Matches your interests:');
  await first.getByRole('button', { name: 'Why?' }).click();
  await expect(first.getByRole('button', { name: 'Why?' })).toHaveAttribute('aria-expanded', 'true');
  await saveScreenshot(page, 'digest-1366.png');
  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByRole('link', { name: 'New for you', exact: true })).toBeVisible();

  // follow a researcher on Compare
  await page.goto('/app/profile/2');
  const follow = page.getByRole('button', { name: /^Follow / });
  await expect(follow).toBeVisible({ timeout: 30_000 });
  const name = ((await follow.getAttribute('aria-label')) ?? '').replace(/^Follow /, '');
  await follow.click();
  await expect(page.getByRole('button', { name: `Following ${name}` })).toHaveAttribute('aria-pressed', 'true');

  // and a Bluesky account by its handle alone (no Semantic Scholar id), who posts while the researcher is away
  const bluesky = await answerBluesky(context);
  await page.goto('/recommendation/following');
  await page.getByRole('textbox', { name: 'Bluesky handle' }).fill('@scholar7.bsky.social');
  await page.getByRole('button', { name: 'Follow on Bluesky' }).click();
  await expect(page.getByRole('article', { name: 'Scholar 7' })).toContainText('Followed on Bluesky (@scholar7.bsky.social)');
  await saveScreenshot(page, 'following-1366.png', { fullPage: true });
  addNewPosts(bluesky, 'scholar7.bsky.social', 1);

  await leaveForADay(page);
  await page.goto('/recommendation/new-for-you');
  await expect(page.getByRole('heading', { name: 'New for you', level: 1 })).toBeVisible();
  await page.clock.runFor(VISIT_DELAY_MS);
  // the check runs once the page is interactive: on a busy machine it may take a while
  await expect(page.getByText(`Because you follow ${name}`).first()).toBeVisible({ timeout: 60_000 });
  const post = page.locator('article', { hasText: 'Fresh thoughts on learning analytics dashboards, number 0.' });
  await expect(post).toContainText('Because you follow Scholar 7');

  // the feeds (OPML) and the reminder (.ics), read back by an XML parser and ical.js
  const feeds = page.waitForEvent('download');
  await page.getByRole('button', { name: /\(OPML\)$/ }).click();
  const opml = await readFile(await (await feeds).path(), 'utf8');
  const outlines = await page.evaluate((text) => {
    const xml = new DOMParser().parseFromString(text, 'application/xml');
    if (xml.getElementsByTagName('parsererror').length > 0) return null;
    return [...xml.querySelectorAll('outline[type="rss"]')].map((outline) => outline.getAttribute('xmlUrl') ?? '');
  }, opml);
  expect(outlines?.length).toBeGreaterThan(0);
  outlines?.forEach((url) => expect(url).toMatch(/^https:\/\/export\.arxiv\.org\/api\/query\?search_query=all%3A%22/));
  const reminder = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Calendar reminder (.ics)' }).click();
  const event = new ICAL.Component(ICAL.parse(await readFile(await (await reminder).path(), 'utf8'))).getFirstSubcomponent('vevent');
  const rule = event?.getFirstPropertyValue('rrule');
  expect(rule instanceof ICAL.Recur ? rule.freq : null).toBe('WEEKLY');
  expect(event?.getFirstPropertyValue('url')).toBe(new URL('/recommendation/new-for-you', page.url()).href);

  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'digest-390.png', { fullPage: true });
});

// The periodic check of an installed app: Chromium grants Periodic Background Sync to an installed app
// only, which a test browser is not; DevTools grants it, and fires the event as the browser would, with
// the app's pages closed. Debian's headless shell has neither notifications nor periodic sync: this
// test drives Debian's Chromium.
test('the periodic check with a notification: turned on in Subscribe, it checks with the app closed, notifies, and the digest shows what it found', async ({ baseURL }) => {
  test.skip(!existsSync(DEBIAN_CHROMIUM), `no Debian Chromium at ${DEBIAN_CHROMIUM} (the headless shell has no periodic sync)`);
  test.setTimeout(90_000);
  const browser = await chromium.launch({ executablePath: DEBIAN_CHROMIUM, args: [...CHROMIUM_FLAGS, OFFLINE_HOST_RESOLVER] });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 850 } });
    const refused = keepOffTheInternet(context);
    const escaped = apiRequestsThatBypassTheBackend(context);
    await periodicCheckScenario(browser, context, await context.newPage());
    expect(refused, 'requests to outside hosts that no route of the test answered').toEqual([]);
    expect(escaped, 'API requests the built-in backend did not answer').toEqual([]);
  } finally {
    await browser.close();
  }
});

async function periodicCheckScenario(browser: Browser, context: BrowserContext, page: Page) {
  const ownId = await signInAsDemo(page, '/recommendation/following');
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const browserCdp = await browser.newBrowserCDPSession();
  await browserCdp.send('Browser.grantPermissions', { origin, browserContextId: targetInfo.browserContextId, permissions: ['periodicBackgroundSync', 'notifications'] });
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => updated.forEach((row) => registrations.set(row.scopeURL, row.registrationId)));
  await cdp.send('ServiceWorker.enable');

  // a Bluesky account followed: the check reads its posts (the demo account's one outside source)
  const bluesky = await answerBluesky(context);
  await page.getByRole('textbox', { name: 'Bluesky handle' }).fill('@scholar7.bsky.social');
  await page.getByRole('button', { name: 'Follow on Bluesky' }).click();
  await expect(page.getByRole('article', { name: 'Scholar 7' })).toBeVisible();
  await openInApp(page, '/recommendation/new-for-you');
  const option = page.getByRole('switch', { name: 'Check now and then and notify me of new papers (this installed app)' });
  await option.click();
  await expect(option).toBeChecked();
  const scope = `${origin}/bg/`;
  await expect.poll(() => registrations.get(scope)).toBeDefined();
  // the account's periodic sync is registered with the browser (Periodic Background Sync is not in TypeScript's DOM lib)
  const tags = () => page.evaluate(async (at) => ((await navigator.serviceWorker.getRegistration(at)) as (ServiceWorkerRegistration & { periodicSync: { getTags(): Promise<string[]> } }) | undefined)?.periodicSync.getTags(), scope);
  expect(await tags()).toEqual([`rima-digest-${ownId}`]);
  addNewPosts(bluesky, 'scholar7.bsky.social', 1);
  // the visit is recorded (VISIT_DELAY_MS after the shell's first render): the account's digest clock has started
  await expect.poll(async () => (await digestClocks(page)).length, { timeout: 15_000 }).toBe(1);

  // the app closed (its backend with it) a day later; the browser wakes the digest's worker
  await leaveForADay(page);
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId: registrations.get(scope) ?? '', tag: `rima-digest-${ownId}` });
  const titles = () => page.evaluate(async (at) => ((await (await navigator.serviceWorker.getRegistration(at))?.getNotifications()) ?? []).map((shown) => shown.title), scope);
  await expect.poll(titles, { timeout: 30_000 }).toEqual([expect.stringMatching(/^New for you · \d+$/)]);
  const count = Number((await titles())[0]?.split(' · ')[1]);
  expect(count).toBeGreaterThan(0);

  await page.goto('/recommendation/new-for-you');
  await expect(page.getByRole('link', { name: `New for you · ${count}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('article', { hasText: 'Fresh thoughts on learning analytics dashboards, number 0.' })).toContainText('Because you follow Scholar 7');
}
