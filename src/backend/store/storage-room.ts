/**
 * Whether the browser's storage has room now: Registration asks before it creates an account, so that
 * an account the browser cannot keep is named before it is created, never lost after "Account
 * created". The standalone build plugs its storage's probe in at start-up (service.ts); without
 * storage (the Node tests' backend) nothing is known to refuse, and every account is 'kept'.
 */
import type { StorageState } from '@/lib/demo-mode';

/** What a new account needs at least: its row, its first papers and interests (Registration's check). */
export const ACCOUNT_PROBE_BYTES = 256 * 1024;

type Probe = (bytes: number) => Promise<StorageState>;

let current: Probe = () => Promise.resolve('kept');

/** What the storage can keep once `bytes` more are written (the probe writes and removes them). */
export function storageRoom(bytes: number): Promise<StorageState> {
  return current(bytes);
}

/** Plugs the storage's probe in (the standalone build's persistence; tests: a stand-in). */
export function setStorageProbe(probe: Probe | null): void {
  current = probe ?? (() => Promise.resolve('kept'));
}
