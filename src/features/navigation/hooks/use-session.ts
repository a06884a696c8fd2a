import { useSyncExternalStore } from 'react';
import { session } from '@/lib/session';

/** Re-renders when the stored session changes (login, logout, name edit, switching the viewed user). */
function useSessionSnapshot<T extends string | number | boolean | null>(read: () => T): T {
  return useSyncExternalStore(session.subscribe, read, read);
}

const readFirstName = () => session.getName().firstName;
const readLastName = () => session.getName().lastName;

/** The stored first and last name, joined with a space. */
export function useSessionName(): string {
  const first = useSessionSnapshot(readFirstName);
  const last = useSessionSnapshot(readLastName);
  return `${first} ${last}`.trim();
}
