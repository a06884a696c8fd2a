import { isApiError } from '@/lib/api-error';
import { sessionMemory } from '@/lib/session-memory';
import { userApi } from './clients';
import type { OptionalFeature } from './features';
import { request } from './http';

/**
 * One light request per feature that tells, before the user commits to an action, whether this
 * server has its route: a GET on a POST-only route, which changes nothing. A server with the route
 * answers DRF's 405 "Method not allowed" (api-contract 1.8; an item route checks the method before
 * it looks the item up); a server without it answers Django's HTML 404 from routing, which
 * request() records for the session as any other missing route (src/api/features.ts).
 */
const PROBES = {
  resetAccount: { url: '/api/interests/reset-data/', itemRoute: false },
  removePaper: { url: '/api/interests/remove-paper-for-user/0/', itemRoute: true },
  // the development line's fetch without a re-import (api-contract-development 3.4)
  fetchPapers: { url: '/api/interests/fetch-papers/', itemRoute: false },
  // the development line's Recommended Papers (api-contract-development 3.1); the release has no route
  publicationRecommendations: { url: '/api/interests/recommended-publications', itemRoute: false },
} as const satisfies Partial<Record<OptionalFeature, { url: string; itemRoute: boolean }>>;

export type ProbedFeature = keyof typeof PROBES;

/** Whether the feature has a probe (its screen asks before it shows a form). */
export function isProbed(feature: OptionalFeature): feature is ProbedFeature {
  return Object.hasOwn(PROBES, feature);
}

type ProbeAnswer = 'offered' | 'missing';

const MEMORY_TOPIC = 'probe';

/** The probe's answer already learned in this browser session for this server and user, or null (src/lib/session-memory.ts). */
export function rememberedProbe(feature: ProbedFeature): ProbeAnswer | null {
  const known = sessionMemory.get(MEMORY_TOPIC, feature);
  return known === 'offered' || known === 'missing' ? known : null;
}

/**
 * 'missing' when this server lacks the feature's route, else 'offered': also when the probe itself
 * failed (no answer, a 500), since the action then learns a missing route from its own 404 as before.
 * A clear answer (the route's 405 or 2xx, routing's 404) is remembered for the browser session, so a
 * reload does not ask again; a failed probe is asked again next time.
 */
export async function probeFeature(feature: ProbedFeature, signal?: AbortSignal): Promise<ProbeAnswer> {
  const known = rememberedProbe(feature);
  if (known) return known;
  const { url, itemRoute } = PROBES[feature];
  try {
    await request(userApi, { endpoint: `GET ${url} (does this server offer it?)`, method: 'GET', url, feature, itemRoute, signal });
    sessionMemory.set(MEMORY_TOPIC, feature, 'offered');
    return 'offered';
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error) && error.notOffered) {
      sessionMemory.set(MEMORY_TOPIC, feature, 'missing');
      return 'missing';
    }
    if (isApiError(error) && error.kind === 'http' && error.status === 405) sessionMemory.set(MEMORY_TOPIC, feature, 'offered');
    return 'offered';
  }
}
