/** The seeded demo account's sign-in (the first of the seeded researchers, src/backend/seed/researchers.ts). */
export const DEMO_EMAIL = 'demo@example.org';
export const DEMO_PASSWORD = 'demo1234';

/**
 * The seeded account of the built-in backend. The login page gets it from the running built-in
 * backend (DemoBackend.account), so a build made for a server, which has none of its code, never contains it.
 */
export const DEMO_ACCOUNT = { email: DEMO_EMAIL, password: DEMO_PASSWORD } as const;
