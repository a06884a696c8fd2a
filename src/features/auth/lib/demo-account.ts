/** The seeded account of the built-in demo backend, offered on the login page in demo mode only. */
export const DEMO_ACCOUNT = { email: 'demo@example.org', password: 'demo1234' } as const;
