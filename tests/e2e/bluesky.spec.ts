import type { Route } from '@playwright/test';
import { createBlueskyWorld, type BlueskyWorld } from '../../src/test/bluesky';
import { answerWikipedia, expect, test, saveScreenshot } from './support';

/**
 * Bluesky in the standalone build, with public.api.bsky.app intercepted (the fixture network of
 * src/test/bluesky.ts): link a handle at registration, see the posts in the profile, get ranked
 * posts and people, save a post and find it under Saved Posts after a reload. Every account registered in this build is live: its import reads the posts.
 */
function answer(world: BlueskyWorld) {
  return async (route: Route) => {
    const url = new URL(route.request().url());
    const json = (body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });
    const actor = url.searchParams.get('actor') ?? url.searchParams.get('handle') ?? '';
    const did = actor.startsWith('did:') ? actor : world.handles.get(actor.toLowerCase());
    const account = did ? world.accounts.get(did) : undefined;
    if (!account) return json({ error: 'InvalidRequest', message: 'Profile not found' }, 400);
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 50));
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const paged = <T,>(items: T[]) => ({ slice: items.slice(start, start + limit), cursor: start + limit < items.length ? String(start + limit) : undefined });
    switch (url.pathname) {
      case '/xrpc/com.atproto.identity.resolveHandle':
        return json({ did: account.profile.did });
      case '/xrpc/app.bsky.actor.getProfile':
        return json(account.profile);
      case '/xrpc/app.bsky.feed.getAuthorFeed': {
        const { slice, cursor } = paged(account.feed);
        return json({ cursor, feed: slice });
      }
      case '/xrpc/app.bsky.graph.getFollows': {
        const { slice, cursor } = paged(account.follows);
        const follows = slice.flatMap((d) => {
          const profile = world.accounts.get(d)?.profile;
          return profile ? [{ did: profile.did, handle: profile.handle, displayName: profile.displayName, description: profile.description, avatar: profile.avatar }] : [];
        });
        return json({ subject: { did: account.profile.did, handle: account.profile.handle }, cursor, follows });
      }
      default:
        return json({ error: 'MethodNotImplemented' }, 501);
    }
  };
}

test('Bluesky: link a handle, see the posts in the profile, get ranked posts and people, save a post that survives a reload', async ({ page, context }) => {
  test.setTimeout(180_000);
  const world = createBlueskyWorld();
  await context.route('https://public.api.bsky.app/**', answer(world));
  // the posts' keyphrases are looked up on Wikipedia
  await answerWikipedia(context);
  // avatars and images of the fixture network are not fetched
  await context.route('https://cdn.bsky.app/**', (route) => route.fulfill({ status: 204 }));
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = `e2e-bluesky-${Date.now()}@example.org`;
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-e2e');
  await page.getByLabel('Bluesky handle', { exact: true }).fill('@ada.bsky.social');
  await expect(page.getByText(/· 1,204 posts: is this you\?/)).toBeVisible();
  await saveScreenshot(page, 'bluesky-register-1366.png', { fullPage: true, animations: 'disabled' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/cloud-chart\/\d+$/, { timeout: 60_000 });
  // the posts are read after the import (the live import's progress screen will wait for them): reload until the cloud has them
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('group', { name: 'Interests by weight' }).getByRole('button').first()).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 60_000 });
  const word = page.getByRole('group', { name: 'Interests by weight' }).getByRole('button', { name: 'learning analytics' });
  await word.hover();
  await expect(page.getByRole('status').filter({ hasText: 'learning analytics:' })).toContainText('from posts');
  await word.click();
  await page.getByRole('menuitem', { name: 'Why this interest?' }).click();
  const why = page.getByRole('dialog', { name: /^Why this interest: / });
  await expect(why.getByRole('list', { name: 'Related posts' }).getByRole('listitem').first()).toBeVisible();
  await saveScreenshot(page, 'bluesky-why-interest-1366.png', { animations: 'disabled' });
  await why.getByRole('button', { name: 'Close' }).first().click();

  // Posts & People: the network is read, then posts are ranked
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts & People' }).first().click();
  await expect(page.getByText('Showing posts from 120 of 120 accounts you follow.')).toBeVisible({ timeout: 90_000 });
  const list = page.getByRole('list', { name: 'Recommended posts' });
  await expect(list.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(list.getByRole('link', { name: /^Open the post on Bluesky/ }).first()).toHaveAttribute('href', /^https:\/\/bsky\.app\/profile\//);
  await saveScreenshot(page, 'bluesky-posts-1366.png', { animations: 'disabled' });
  const card = list.getByRole('article').first();
  await card.getByRole('button', { name: /^Hide the post by / }).click();
  await expect(card.getByRole('group', { name: /^Post Hidden/ })).toBeVisible();
  await card.getByRole('button', { name: 'Undo' }).click();
  // Save: the post is listed under Saved Posts, and still there after a reload (kept in the browser)
  const handle = (await card.getByText(/^@scholar\d+\.bsky\.social$/).textContent()) ?? '';
  expect(handle).not.toBe('');
  await card.getByRole('button', { name: /^Save the post by / }).click();
  await expect(card.getByRole('button', { name: /^Delete the saved post by / })).toBeVisible();
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  const saved = page.getByRole('list', { name: 'Saved posts' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('heading', { name: handle })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('heading', { name: handle })).toBeVisible();
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page.getByRole('list', { name: 'People' }).getByText(/^Why: posts about /).first()).toBeVisible();
  await saveScreenshot(page, 'bluesky-people-1366.png', { animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Posts', exact: true }).click();
  await expect(list.getByRole('article').first()).toBeVisible();
  await saveScreenshot(page, 'bluesky-posts-390.png', { animations: 'disabled' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
