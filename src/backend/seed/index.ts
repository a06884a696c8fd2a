/**
 * Builds the deterministic seed of the built-in backend's database relative to `now`: the researchers and the
 * admin account, their imported papers and timeline tweets, a few hand-added papers, Manual
 * interests, saved tweets and blacklisted keywords, then the computed interests of every researcher.
 */
import { Clock, isoNaive } from '../domain/clock';
import { Extractions, recomputeInterests } from '../domain/compute';
import { manualInterest, Store } from '../domain/store';
import type { DbState } from '../domain/types';
import { cataloguePapers } from './catalogue';
import { SEED_ADMIN, SEED_RESEARCHERS } from './researchers';
import { timelineFor } from './timelines';
import { savedTweetsFor } from './tweet-corpus';

const DAY = 24 * 60 * 60 * 1000;

/** Hand-added papers (paper_id "manual"), by email. */
const MANUAL_PAPERS: Record<string, { title: string; year: number; authors: string; url: string; abstract: string }[]> = {
  'demo@example.org': [
    {
      title: 'Peer Feedback Literacy in Blended Learning',
      year: 0,
      authors: 'L. Hoffmann, K. Watanabe',
      url: 'https://example.org/papers/peer-feedback-literacy',
      abstract:
        'Peer feedback helps students reflect on their work, but only when they know how to give and use it. We describe a short training on peer feedback literacy in blended learning and report how students used a feedback dashboard afterwards.',
    },
  ],
  'jonas.berg@example.org': [
    {
      title: 'Sketching Dashboards with Teachers',
      year: 1,
      authors: 'J. Berg',
      url: '',
      abstract: 'A workshop report on paper prototyping of dashboards with teachers, with lessons for participatory design of data visualization tools.',
    },
  ],
};

/** Interests added by hand, by email: [keyword, weight]. */
const MANUAL_INTERESTS: Record<string, [string, number][]> = {
  'demo@example.org': [
    ['open educational resources', 3.5],
    ['learning design', 4],
  ],
  'mateo.alvarez@example.org': [['fairness', 3]],
  'priya.raman@example.org': [['learning analytics', 4.5]],
  'jonas.berg@example.org': [['human-computer interaction', 4]],
  'amara.okafor@example.org': [['semantic web', 2.5]],
  'sofia.lindqvist@example.org': [['computational social science', 3.5]],
  'kenji.watanabe@example.org': [['learning sciences', 4]],
};

/** Keywords blacklisted by deleting the interest, by email. */
const BLACKLISTED: Record<string, string[]> = {
  'demo@example.org': ['curriculum', 'hashtag'],
  'mateo.alvarez@example.org': ['wikipedia'],
};

export function buildSeed(now: number): DbState {
  // a store of its own, its clock stopped at `now`: the seed is built aside and copied into a backend's
  const clock = new Clock();
  clock.set(() => now);
  const store = new Store(clock);
  const state = store.get();
  const year = new Date(now).getUTCFullYear();
  let micro = 1;
  const at = (ms: number) => isoNaive(ms, (micro = (micro + 211) % 1000));

  [...SEED_RESEARCHERS, SEED_ADMIN].forEach((account) => {
    state.users.push({
      id: store.nextId('user'),
      email: account.email,
      password: account.password,
      first_name: account.first_name,
      last_name: account.last_name,
      twitter_account_id: account.twitter_account_id,
      author_id: account.author_id,
      is_staff: account.is_staff ?? false,
    });
  });

  state.users.forEach((user, index) => {
    if (user.author_id) {
      cataloguePapers(user.author_id, now).forEach((paper, i) => {
        // Imported a while ago, when the paper was published (or at the start of the current year).
        const published = Date.UTC(paper.year, 2 + ((i * 3 + index) % 9), 5 + i);
        const created = at(Math.min(published, now - (30 + i) * DAY));
        state.papers.push({ ...paper, id: store.nextId('paper'), used_in_calc: false, created_on: created, updated_on: created, user: user.id });
      });
    }
    (MANUAL_PAPERS[user.email] ?? []).forEach((paper, i) => {
      const created = at(now - (20 + i) * DAY);
      state.papers.push({
        id: store.nextId('paper'),
        paper_id: 'manual',
        title: paper.title,
        authors: paper.authors,
        url: paper.url,
        year: year - paper.year,
        abstract: paper.abstract,
        used_in_calc: false,
        created_on: created,
        updated_on: created,
        user: user.id,
      });
    });
    if (user.twitter_account_id) {
      timelineFor(user.twitter_account_id, now).forEach((tweet) => state.tweets.push({ ...tweet, id: store.nextId('tweet'), user: user.id }));
      savedTweetsFor(user.email, now).forEach((tweet, i) =>
        state.tweets.push({ ...tweet, id: store.nextId('tweet'), user: user.id, created_on: at(now - (3 + i * 9) * DAY) }),
      );
    }
    (MANUAL_INTERESTS[user.email] ?? []).forEach(([keyword, weight], i) => {
      const created = at(now - (40 - i) * DAY);
      state.longTerm.push(manualInterest({ id: store.nextId('longTerm'), user: user.id, keyword, weight, time: created }));
    });
    (BLACKLISTED[user.email] ?? []).forEach((keyword) => state.blacklist.push({ id: store.nextId('blacklist'), user: user.id, keyword }));
  });

  // the seed's texts are all shipped extractions (seed/extractions.json): an empty set of its own knows them
  const data = { store, extractions: new Extractions() };
  state.users.filter((u) => !u.is_staff).forEach((user) => recomputeInterests(data, user.id, now));
  // the seeded profiles were computed from every seeded paper
  state.papers.forEach((paper) => (paper.used_in_calc = true));
  return state;
}
