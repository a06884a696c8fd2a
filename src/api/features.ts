import { isApiError } from '@/lib/api-error';
import { session } from '@/lib/session';
import { sessionMemory } from '@/lib/session-memory';

/**
 * Optional features: what this server offers, learned on first use and kept for the browser session.
 *
 * RIMA's two backend lines differ in routes (api-contract-development 2, 3): the development line
 * removed the comparison, the tweet routes and the conference routes, and added the profile's
 * life-cycle routes that the release lacks; neither has the spec's blacklist list. Nothing is probed
 * at start-up: a feature counts as offered until a call to one of its routes says otherwise.
 *
 * How a missing route is told from an unknown item (api-contract 1.4): Django answers a path that
 * no route matches with its HTML "Not Found" page, while a DRF view whose object lookup fails answers
 * JSON `{"detail":"Not found."}`. So:
 * - on a route without an item in its path (`recommended-tweets`, `reset-data/`, …) any 404, HTML
 *   or JSON, means the route is missing: the feature is not offered;
 * - on a route naming an item (`similarity/{id}/`, `remove-paper-for-user/{id}/`, …) a JSON 404
 *   with `detail` is an unknown item on a route that exists ("The server does not know this item"),
 *   and any other 404 (HTML page, empty or non-JSON body) means the route is missing.
 */
export type OptionalFeature =
  | 'comparison'
  | 'tweets'
  | 'conference'
  | 'blacklist'
  | 'publicationRecommendations'
  | 'regenerateProfile'
  | 'fetchPapers'
  | 'removePaper'
  | 'editPaper'
  | 'resetAccount';

/** How each feature is named in "This server does not offer …". */
export const FEATURE_NAMES: Readonly<Record<OptionalFeature, string>> = {
  comparison: 'the comparison of researchers',
  tweets: 'Tweets & People',
  conference: 'conference insights',
  blacklist: 'blacklist management',
  publicationRecommendations: 'publication recommendations',
  regenerateProfile: 'regenerating the interest profile',
  fetchPapers: 'fetching new papers',
  removePaper: 'removing a paper for good',
  editPaper: 'editing a copy of a paper',
  resetAccount: 'resetting the account',
};

/** The one sentence a screen shows for a feature this server lacks. */
export function notOfferedText(feature: OptionalFeature): string {
  return `This server does not offer ${FEATURE_NAMES[feature]}.`;
}

/** Where the features found missing are kept (src/lib/session-memory.ts): per API origin and signed-in user, for the browser session. */
const MEMORY_TOPIC = 'not-offered';
const MEMORY_ITEM = 'features';
const listeners = new Set<() => void>();

/** The stored list as text: a stable snapshot for React's useSyncExternalStore. */
export function notOfferedSnapshot(): string {
  return sessionMemory.get(MEMORY_TOPIC, MEMORY_ITEM) ?? '';
}

function parse(snapshot: string): Set<OptionalFeature> {
  const known = new Set(Object.keys(FEATURE_NAMES));
  return new Set(snapshot.split(',').filter((item): item is OptionalFeature => known.has(item)));
}

/** Every feature this server has been found to lack in this session (for the signed-in user). */
export function notOfferedFeatures(snapshot = notOfferedSnapshot()): ReadonlySet<OptionalFeature> {
  return parse(snapshot);
}

/** False once a call showed that this server lacks the feature; true until then. */
export function isOffered(feature: OptionalFeature): boolean {
  return !parse(notOfferedSnapshot()).has(feature);
}

/** Remembers for the session that this server lacks the feature, and tells the subscribers. */
export function markNotOffered(feature: OptionalFeature): void {
  const current = parse(notOfferedSnapshot());
  if (current.has(feature)) return;
  current.add(feature);
  sessionMemory.set(MEMORY_TOPIC, MEMORY_ITEM, [...current].sort().join(','));
  listeners.forEach((listener) => listener());
}

/** Calls the listener whenever a feature is found missing or another user signs in (whose list is their own); returns the unsubscribe function. */
export function subscribeFeatures(listener: () => void): () => void {
  listeners.add(listener);
  const offSession = session.subscribe(listener);
  return () => {
    listeners.delete(listener);
    offSession();
  };
}

/** Forgets what was learned, the probes' answers and the actions given up included (tests; a new session starts empty anyway). */
export function forgetFeatures(): void {
  sessionMemory.forgetAll();
  listeners.forEach((listener) => listener());
}

/**
 * Whether a 404 means the route is missing (see above): always on a route without an item; on an
 * item route unless the body is DRF's JSON `{"detail": …}` of a failed lookup.
 */
export function isMissingRoute(status: number | null, body: unknown, itemRoute: boolean): boolean {
  if (status !== 404) return false;
  if (!itemRoute) return true;
  return !(body !== null && typeof body === 'object' && !Array.isArray(body) && 'detail' in body);
}

/**
 * Calls a feature's route while this server may offer it, and `fallback` once it is known to lack it
 * (learned now, from this call's 404, or earlier in the session). Other failures reject as they are.
 */
export async function offeredOr<T>(feature: OptionalFeature, call: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
  if (isOffered(feature)) {
    try {
      return await call();
    } catch (error) {
      if (!(isApiError(error) && error.notOffered?.feature === feature)) throw error;
    }
  }
  return fallback();
}
