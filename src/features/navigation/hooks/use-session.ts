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

/** Ids of the logged-in user (mId) and the viewed user (userId, falling back to mId). */
export function useSessionIds(): { ownId: number | null; viewedId: number | null; viewingOwn: boolean } {
  const ownId = useSessionSnapshot(session.getOwnId);
  const storedViewed = useSessionSnapshot(session.getViewedId);
  const viewedId = storedViewed ?? ownId;
  return { ownId, viewedId, viewingOwn: ownId !== null && viewedId === ownId };
}
