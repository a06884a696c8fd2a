// Types of digest-clock.mjs for the TypeScript that imports it.
import type { Page } from '@playwright/test';

export type DigestClockRow = { user: number; lastVisit: number | null; lastCheck: number | null; retryAt: number | null };
export declare function digestClocks(page: Page): Promise<DigestClockRow[]>;
export declare function leaveForADay(page: Page, away?: string): Promise<void>;
