import type { RegisterInput } from '@/api/user/accounts';
import { notifySuccess } from '@/components/ui/toasts';
import type { SocialNetwork } from '@/config/social';
import { storageKeeps, type DemoBackend, type NotKeptState } from '@/lib/demo-mode';
import { normaliseIdentities } from './register-schema';

/**
 * What registration needs once the user fills in the form (loaded on its first focus, with zod): the
 * form's checks, and Create account's steps, which no first screen of the page needs.
 */
export { registerValidator } from './register-schema';

/** What Create account needs of the registration page. */
export type Registration = {
  values: RegisterInput;
  network: SocialNetwork;
  /** the built-in backend (the standalone build); null on a RIMA server */
  demoBackend: DemoBackend | null;
  /** the standalone build, whose page does not say yet that this browser cannot keep the account: its storage is asked first */
  askStorage: boolean;
  /** this browser's storage has no room for the account: the page says so, nothing is created */
  onNotKept: (state: NotKeptState) => void;
  /** Semantic Scholar's check of the author id (the standalone build): false when it does not know the id */
  confirmAuthor: () => Promise<boolean>;
  /** the author id is unknown: the page puts focus on its field */
  onUnknownAuthor: () => void;
  register: (input: RegisterInput) => Promise<unknown>;
  /** goes on to the login page, with the email filled in */
  signIn: (email: string) => void | Promise<void>;
};

/**
 * Create account: the standalone build first asks its storage whether it has room for an account
 * (unless the page already says it has none; the state it answers, or 'kept' when it cannot say) and
 * Semantic Scholar who the author id is; then the
 * identities are sent as the server keeps them, a toast says the account exists (for this visit only
 * when a write was refused after the check) and the user goes on to sign in.
 */
export async function createAccount(page: Registration): Promise<void> {
  const { values, demoBackend } = page;
  if (page.askStorage) {
    const { checkStorageRoom } = await import('@/api/user/standalone-storage');
    const room = await checkStorageRoom().catch(() => 'kept' as const);
    // not created: the warning says why, and the next press creates it for this visit only
    if (!storageKeeps(room)) return page.onNotKept(room);
  }
  if (!(await page.confirmAuthor())) return page.onUnknownAuthor();
  await page.register(normaliseIdentities(values, page.network));
  const kept = demoBackend === null || storageKeeps(demoBackend.storage.get());
  notifySuccess(kept ? 'Account created. Please sign in.' : 'Account created for this visit only: this browser could not store it. Please sign in.');
  await page.signIn(values.email);
}
