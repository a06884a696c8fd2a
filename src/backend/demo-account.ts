/** The seeded demo account's sign-in (the first of the seeded researchers, src/backend/seed/researchers.ts). */
export const DEMO_EMAIL = 'demo@example.org';
export const DEMO_PASSWORD = 'demo1234';

/**
 * The seeded account of the built-in demo backend. The login page gets it from the running demo
 * backend (DemoBackend.account), so a build made for a backend, which has none of the built-in backend's code, never contains it.
 */
export const DEMO_ACCOUNT = { email: DEMO_EMAIL, password: DEMO_PASSWORD } as const;
