/** Builds the deterministic seed of the mock database, relative to `now`. */
import { emptyState, store } from '../db/store';
import type { DbState } from '../db/types';
import { SEED_ADMIN, SEED_RESEARCHERS } from './researchers';

export function buildSeed(now: number): DbState {
  void now;
  store.replace(emptyState());
  const state = store.get();
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
  return state;
}
