/**
 * A live account's import as a tab closed mid-import leaves it in the stored state: reading the second
 * page of 150 papers, and no run of the backend holds it. Its author's papers from offset 100 are all
 * older than the profile's window, so going on from there reads one page and extracts nothing.
 */
import type { Db, DbLiveImport } from '../domain';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, type FixtureAuthor } from './semantic-scholar';

/** 150 papers over 40 years, newest first: those from offset 100 on are decades old. */
export const midImportAuthor = (): FixtureAuthor => fixtureAuthor({ count: 150, years: 40 });

const midImport = (user: number, now: number): DbLiveImport => ({
  user,
  authorId: FIXTURE_AUTHOR_ID,
  phase: 'fetching',
  startedAt: now - 10_000,
  finishedAt: null,
  total: 150,
  fetched: 100,
  nextOffset: 100,
  extractTotal: 0,
  extracted: 0,
  wait: null,
  error: null,
  note: null,
  skipped: false,
  refresh: null,
});

/**
 * Adds to the database a live account (its first 100 papers not kept) whose import the state says
 * reads from offset 100; returns its id and token.
 */
export function liveAccountMidImport(db: Db): { id: number; token: string } {
  const user = db.addUser({ email: 'ada@example.org', password: 'secret', first_name: 'Ada', last_name: 'Lovelace', twitter_account_id: null, author_id: FIXTURE_AUTHOR_ID, live: true });
  const state = db.state();
  state.liveImports = [...(state.liveImports ?? []), midImport(user.id, db.now())];
  db.touch();
  return { id: user.id, token: db.tokenFor(user.id) };
}
