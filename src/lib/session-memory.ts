import { env } from '@/config/env';
import { session } from './session';

/**
 * What the client learned about the server for this browser session (which optional actions it
 * offers, which it keeps failing): kept in sessionStorage, so that a reload does not ask again, and
 * keyed by the API origin and the signed-in user, so that another server or another account starts
 * afresh. A browser that refuses session storage keeps it in module memory until the page unloads.
 */
export const SESSION_MEMORY_PREFIX = 'rima.learned';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const fallback = new Map<string, string>();

function key(topic: string, item: string): string {
  return `${SESSION_MEMORY_PREFIX}:${topic}:${item}:${env.apiUrl}:${session.getOwnId() ?? 'signed-out'}`;
}

export const sessionMemory = {
  /** What was remembered about `item` of `topic` for this server and user, or null. */
  get(topic: string, item: string): string | null {
    const name = key(topic, item);
    try {
      return storage()?.getItem(name) ?? fallback.get(name) ?? null;
    } catch {
      return fallback.get(name) ?? null;
    }
  },
  set(topic: string, item: string, value: string): void {
    const name = key(topic, item);
    fallback.set(name, value);
    try {
      storage()?.setItem(name, value);
    } catch {
      // storage full or refused: the module memory above still holds it
    }
  },
  remove(topic: string, item: string): void {
    const name = key(topic, item);
    fallback.delete(name);
    try {
      storage()?.removeItem(name);
    } catch {
      // nothing stored
    }
  },
  /** Forgets everything learned, for every server and user (tests; a new browser session starts empty anyway). */
  forgetAll(): void {
    fallback.clear();
    const store = storage();
    if (!store) return;
    const names = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((name): name is string => name?.startsWith(`${SESSION_MEMORY_PREFIX}:`) ?? false);
    names.forEach((name) => store.removeItem(name));
  },
};
