/** New for you, Following and Subscribe (standalone build), and what a RIMA server build says instead. */
import { configure, screen, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { digestKeys } from '@/api/user/digest-queries';
import { recordDigestVisit } from '@/api/user/standalone-digest';
import { DEMO_EMAIL } from '@/backend/demo-account';
import { whenDigestSettles } from '@/backend/pipeline/digest';
import { loginAs } from '@/backend/test-utils/api';
import { blueskyHandlers, createBlueskyWorld } from '@/test/bluesky';
import { captureDownloads } from '@/test/downloads';
import { clock, db, server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';
import { FIRST_VISIT_TEXT, NOT_OFFERED_TEXT } from './digest-page';
import { NOBODY_FOLLOWED } from './following-page';

configure({ asyncUtilTimeout: 8000 });
afterEach(() => {
  clock.set(null);
  vi.restoreAllMocks();
});

const MONDAY = Date.UTC(2026, 10, 23, 8);
const DAY = 24 * 60 * 60 * 1000;
const MATEO = 'mateo.alvarez@example.org';

/** The demo account left on Monday and came back on Tuesday: its digest is stored. */
async function cameBackADayLater() {
  let now = MONDAY;
  clock.set(() => now);
  const { user } = loginAs(DEMO_EMAIL);
  await recordDigestVisit();
  now = MONDAY + DAY;
  await recordDigestVisit();
  await whenDigestSettles(db, user.id);
  const entries = db.state().digests?.find((digest) => digest.user === user.id)?.entries ?? [];
  expect(entries.length).toBeGreaterThan(0);
  return { user, entries };
}

describe('New for you', () => {
  it('on a RIMA server says in one sentence that this server does not offer it, and the sidebar says so', async () => {
    renderRoute('/recommendation/new-for-you', { user: DEMO_EMAIL });
    expect(await screen.findByText(NOT_OFFERED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New for you (not on this server)' })).toBeInTheDocument();
  });

  it('counts the new entries in the sidebar, lists them with the interests that matched and Why?, and Mark all as seen clears the count', async () => {
    const { entries } = await cameBackADayLater();
    const { user } = renderRoute('/recommendation/new-for-you', { user: DEMO_EMAIL, demoMode: true });
    const link = await screen.findByRole('link', { name: `New for you · ${entries.length}` });
    expect(link).toHaveAttribute('href', '/recommendation/new-for-you');
    const first = entries[0];
    if (!first || first.reasons[0]?.kind !== 'interest') throw new Error('the first entry matched no interest');
    const card = (await screen.findByRole('heading', { name: first.title })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card as HTMLElement).getByText(/Matches your interests: /)).toHaveTextContent(first.reasons[0].interest);
    expect(within(card as HTMLElement).getByText('New')).toBeInTheDocument();
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Why?' }));
    expect(within(card as HTMLElement).getByRole('button', { name: 'Why?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Last checked/)).toBeInTheDocument();
    // the cards are committed a few at a time: every one of the first page comes
    expect(entries.length).toBeGreaterThan(5);
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(Math.min(entries.length, 20)));

    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(await screen.findByRole('link', { name: 'New for you' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as seen' })).not.toBeInTheDocument();
    expect(within(card as HTMLElement).queryByText('New')).not.toBeInTheDocument();
  });

  it('open while a check runs: when the summary (polled every 2 s as the sidebar\'s count) moves, the entries are read again and listed', async () => {
    let now = MONDAY;
    clock.set(() => now);
    const { user: account } = loginAs(DEMO_EMAIL);
    await recordDigestVisit();
    const { queryClient } = renderRoute('/recommendation/new-for-you', { user: DEMO_EMAIL, demoMode: true });
    expect(await screen.findByText(FIRST_VISIT_TEXT)).toBeInTheDocument();
    // a day later a check runs and stores its digest while the page stays open
    now = MONDAY + DAY;
    await recordDigestVisit();
    await whenDigestSettles(db, account.id);
    const entries = db.state().digests?.find((digest) => digest.user === account.id)?.entries ?? [];
    expect(entries.length).toBeGreaterThan(0);
    expect(screen.getByText(FIRST_VISIT_TEXT)).toBeInTheDocument();
    // the summary's next poll, at once
    await queryClient.refetchQueries({ queryKey: digestKeys.summary() });
    expect(await screen.findByRole('link', { name: `New for you · ${entries.length}` })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: entries[0]?.title })).toBeInTheDocument();
    expect(screen.getByText(`${entries.length} new.`, { exact: false })).toBeInTheDocument();
  });

  it('keeps the previous digests browsable, and names what a partial one missed', async () => {
    const { user: account } = await cameBackADayLater();
    const state = db.state();
    state.digests = [
      ...(state.digests ?? []),
      { id: 99, user: account.id, checkedAt: MONDAY - 3 * DAY, since: MONDAY - 4 * DAY, entries: [{ key: 'post:at://x', kind: 'post', title: 'A post from last week', authors: 'Grace Hopper', url: 'https://bsky.app/profile/grace', year: null, published: '2026-11-20T10:00:00.000Z', abstract: null, reasons: [{ kind: 'following', authorId: '42', name: 'Grace Hopper' }], score: 0 }], partial: true, failures: ['Bluesky could not be reached; the posts of Alan Turing were not checked'] },
    ];
    clock.set(() => MONDAY + DAY);
    const { user } = renderRoute('/recommendation/new-for-you', { user: DEMO_EMAIL, demoMode: true });
    const choice = await screen.findByRole('combobox', { name: 'Digest' });
    expect(within(choice).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(choice, '99');
    expect(await screen.findByText('A post from last week')).toBeInTheDocument();
    expect(screen.getByText('Because you follow Grace Hopper', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('This digest is partial: Bluesky could not be reached; the posts of Alan Turing were not checked.')).toBeInTheDocument();
  });

  it('Subscribe saves an OPML file of arXiv feeds of the top interests and a weekly or monthly calendar reminder, both read by their parsers', async () => {
    loginAs(DEMO_EMAIL);
    const capture = captureDownloads();
    try {
      const { user } = renderRoute('/recommendation/new-for-you', { user: DEMO_EMAIL, demoMode: true });
      await user.click(await screen.findByRole('button', { name: /Feeds of your top 5 interests \(OPML\)/ }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Reminder' }), 'monthly');
      await user.click(screen.getByRole('button', { name: 'Calendar reminder (.ics)' }));
      await vi.waitFor(() => expect(capture.downloads).toHaveLength(2));
      const [opml, ics] = capture.downloads;
      expect(opml?.name).toMatch(/^rima-feeds-\d{4}-\d{2}-\d{2}\.opml$/);
      const xml = new DOMParser().parseFromString((await opml?.blob.text()) ?? '', 'application/xml');
      expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
      const feeds = [...xml.querySelectorAll('outline[type="rss"]')];
      expect(feeds).toHaveLength(5);
      const url = new URL(feeds[0]?.getAttribute('xmlUrl') ?? '');
      expect(url.origin + url.pathname).toBe('https://export.arxiv.org/api/query');
      expect(url.searchParams.get('search_query')).toMatch(/^all:".+"$/);

      const calendar = new ICAL.Component(ICAL.parse((await ics?.blob.text()) ?? ''));
      const event = calendar.getFirstSubcomponent('vevent');
      if (!event) throw new Error('no event');
      const rule = event.getFirstPropertyValue('rrule');
      expect(rule instanceof ICAL.Recur ? rule.freq : null).toBe('MONTHLY');
      expect(event.getFirstPropertyValue('url')).toBe(`${window.location.origin}/recommendation/new-for-you`);
      expect(String(event.getFirstPropertyValue('summary'))).toBe("RIMA: what's new for you");
    } finally {
      capture.undo();
    }
  });
});

describe('Following', () => {
  it('Follow on Compare adds the researcher; the Following page lists them with their latest papers; Unfollow empties it', async () => {
    const mateo = db.findUserByEmail(MATEO);
    if (!mateo) throw new Error('no seeded Mateo');
    const { user, router } = renderRoute(`/app/profile/${mateo.id}`, { user: DEMO_EMAIL, demoMode: true });
    // the comparison page loads its word vectors first: it may take a while on a busy machine
    const follow = await screen.findByRole('button', { name: `Follow ${mateo.first_name} ${mateo.last_name}` }, { timeout: 25_000 });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    expect(await screen.findByRole('button', { name: `Following ${mateo.first_name} ${mateo.last_name}` })).toHaveAttribute('aria-pressed', 'true');

    await router.navigate('/recommendation/following');
    await screen.findByRole('heading', { name: 'Following', level: 1 });
    const card = await screen.findByRole('article', { name: `${mateo.first_name} ${mateo.last_name}` });
    expect(await within(card).findAllByRole('listitem')).not.toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: `Following ${mateo.first_name} ${mateo.last_name}` }));
    expect(await screen.findByText(NOBODY_FOLLOWED)).toBeInTheDocument();
  }, 60_000);

  it('follows a Bluesky account by its handle alone: an unknown handle is named at the field, a known one is listed with its profile', async () => {
    server.use(...blueskyHandlers(createBlueskyWorld(MONDAY)));
    const { user } = renderRoute('/recommendation/following', { user: DEMO_EMAIL, demoMode: true });
    const field = await screen.findByRole('textbox', { name: 'Bluesky handle' });
    await user.type(field, '@nobody-here.bsky.social');
    await user.click(screen.getByRole('button', { name: 'Follow on Bluesky' }));
    expect(await screen.findByText('Bluesky knows no account @nobody-here.bsky.social.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // said once, at the field: no toast repeats it
    expect(screen.queryByText(/^Bluesky: /)).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'scholar3.bsky.social');
    await user.click(screen.getByRole('button', { name: 'Follow on Bluesky' }));
    const card = await screen.findByRole('article', { name: 'Scholar 3' });
    expect(within(card).getByText('Followed on Bluesky (@scholar3.bsky.social): their new posts enter New for you.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Scholar 3/ })).toHaveAttribute('href', 'https://bsky.app/profile/scholar3.bsky.social');
    expect(within(card).getByRole('button', { name: 'Following Scholar 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveValue('');
  });
});
