/**
 * The mock backend's in-memory database. Owned by the mock backend work (issue 3): this first cut
 * holds only accounts and tokens so the app shell can be built; the full store and seed replace it.
 */
export type DbUser = {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  twitter_account_id: string | null;
  author_id: string | null;
};

type State = { users: DbUser[]; tokens: Record<string, number>; nextUserId: number };

function seed(): State {
  return {
    users: [
      {
        id: 1,
        email: 'demo@example.org',
        password: 'demo1234',
        first_name: 'Demo',
        last_name: 'Researcher',
        twitter_account_id: '@rima_demo',
        author_id: '1741101',
      },
    ],
    tokens: {},
    nextUserId: 2,
  };
}

let state = seed();

function tokenFor(userId: number): string {
  const existing = Object.entries(state.tokens).find(([, id]) => id === userId);
  if (existing) return existing[0];
  const token = Array.from({ length: 40 }, (_, i) => ((userId * 7919 + i * 104729) % 16).toString(16)).join('');
  state.tokens[token] = userId;
  return token;
}

export const db = {
  /** Restores the seed (tests call this before each test). */
  reset() {
    state = seed();
  },
  /** A valid token for a seeded user, as if that user had logged in. */
  sessionFor(email: string): { token: string; user: DbUser } {
    const user = state.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
    if (!user) throw new Error(`no mock user ${email}`);
    return { token: tokenFor(user.id), user };
  },
};
