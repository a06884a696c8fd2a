import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo-account';

/** The seeded accounts of the built-in backend. Passwords are for the demo only. */
export type SeedAccount = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  twitter_account_id: string | null;
  author_id: string | null;
  is_staff?: boolean;
};

export { DEMO_EMAIL, DEMO_PASSWORD };

/**
 * Researchers with papers, tweets and interests; the first one is the demo account. Their handles
 * pass the account forms of both builds (a Twitter/X name, and a Bluesky name that the standalone
 * build reads as `name.bsky.social`): letters and digits only (account-seeded-forms.test.tsx saves each form).
 */
export const SEED_RESEARCHERS: SeedAccount[] = [
  {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    first_name: 'Lena',
    last_name: 'Hoffmann',
    twitter_account_id: '@lenahoffmann',
    author_id: '2093614',
  },
  {
    email: 'mateo.alvarez@example.org',
    password: 'mateo1234',
    first_name: 'Mateo',
    last_name: 'Alvarez',
    twitter_account_id: '@mateorecsys',
    author_id: '2107782',
  },
  {
    email: 'priya.raman@example.org',
    password: 'priya1234',
    first_name: 'Priya',
    last_name: 'Raman',
    twitter_account_id: '@priyaedm',
    author_id: '1985523',
  },
  {
    email: 'jonas.berg@example.org',
    password: 'jonas1234',
    first_name: 'Jonas',
    last_name: 'Berg',
    twitter_account_id: '@jbergvis',
    author_id: '2241867',
  },
  {
    email: 'amara.okafor@example.org',
    password: 'amara1234',
    first_name: 'Amara',
    last_name: 'Okafor',
    twitter_account_id: '@amaraokafor',
    author_id: '2016394',
  },
  {
    email: 'sofia.lindqvist@example.org',
    password: 'sofia1234',
    first_name: 'Sofia',
    last_name: 'Lindqvist',
    twitter_account_id: '@sofialq',
    author_id: '2150029',
  },
  {
    email: 'kenji.watanabe@example.org',
    password: 'kenji1234',
    first_name: 'Kenji',
    last_name: 'Watanabe',
    twitter_account_id: '@kenjiwedtech',
    author_id: '2308471',
  },
];

/** The administrator account the real server ships with; it has no data of its own. */
export const SEED_ADMIN: SeedAccount = {
  email: 'admin_user@example.com',
  password: 'admin1234',
  first_name: '',
  last_name: '',
  twitter_account_id: null,
  author_id: null,
  is_staff: true,
};
