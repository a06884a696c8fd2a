/**
 * Where an interest comes from (the newer backend line's `source`), apart from the response schemas:
 * the built-in backend checks it without loading zod and the schemas into the first page.
 */
export const INTEREST_SOURCES = ['Manual', 'Scholar', 'Twitter', 'Scholar & Twitter'] as const;
export type InterestSource = (typeof INTEREST_SOURCES)[number];

export const isInterestSource = (value: unknown): value is InterestSource => (INTEREST_SOURCES as readonly unknown[]).includes(value);
