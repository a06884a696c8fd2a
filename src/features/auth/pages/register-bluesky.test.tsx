import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, server, sources } from '@/backend/node';
import { BLUESKY_ERROR } from '@/lib/bluesky-handle';
import { blueskyHandlers, BSKY, createBlueskyWorld } from '@/test/bluesky';
import { setUpRouteTests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';

setUpRouteTests();

beforeEach(() => {
  sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5, retries: 1 });
  server.use(...blueskyHandlers(createBlueskyWorld()));
});

async function fill(user: ReturnType<typeof renderRoute>['user'], handle: string) {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada.bsky@example.org');
  await user.type(screen.getByLabelText('Password'), 'engine42');
  await user.type(screen.getByLabelText('Bluesky handle'), handle);
}

describe('registration in the standalone build: a Bluesky handle', () => {
  it('resolves the handle at the field and keeps it', async () => {
    const { user } = renderRoute('/auth/register', { demoMode: true });
    await fill(user, 'https://bsky.app/profile/Ada.bsky.social');
    expect(await screen.findByText(/· 1,204 posts: is this you\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', 'https://bsky.app/profile/ada.bsky.social');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Login' });
    expect(db.findUserByEmail('ada.bsky@example.org')).toMatchObject({ twitter_account_id: 'ada.bsky.social' });
  });

  it('says at the field that an unknown handle is unknown, and that a handle is no handle', async () => {
    const { user } = renderRoute('/auth/register', { demoMode: true });
    await fill(user, '@nobody.bsky.social');
    expect(await screen.findByText('Bluesky has no account with the handle nobody.bsky.social.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bluesky handle'));
    await user.type(screen.getByLabelText('Bluesky handle'), 'ada lovelace');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(BLUESKY_ERROR)).toBeInTheDocument();
    expect(db.findUserByEmail('ada.bsky@example.org')).toBeUndefined();
  });

  it('takes a profile address with a broken %-escape as no handle: a field error, and nothing typed is lost', async () => {
    const { user } = renderRoute('/auth/register', { demoMode: true });
    await fill(user, 'https://bsky.app/profile/%E0%A4%A');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(BLUESKY_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText('Bluesky handle')).toHaveValue('https://bsky.app/profile/%E0%A4%A');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada.bsky@example.org');
    expect(db.findUserByEmail('ada.bsky@example.org')).toBeUndefined();
  });

  it('names Bluesky when it cannot be reached', async () => {
    server.use(http.get(`${BSKY}/xrpc/app.bsky.actor.getProfile`, () => HttpResponse.error()));
    const { user } = renderRoute('/auth/register', { demoMode: true });
    await fill(user, 'ada.bsky.social');
    expect(await screen.findByText('Bluesky could not be reached.')).toBeInTheDocument();
  });

  it('keeps the Twitter field against a RIMA server', async () => {
    renderRoute('/auth/register');
    expect(await screen.findByLabelText('Twitter account')).toBeInTheDocument();
    expect(screen.queryByLabelText('Bluesky handle')).toBeNull();
  });
});
