import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isOffered, notOfferedFeatures, notOfferedSnapshot, subscribeFeatures, type OptionalFeature } from '@/api/features';
import { probeFeature, rememberedProbe, type ProbedFeature } from '@/api/feature-probe';
import { useDemoBackend } from '@/lib/demo-mode';

/** The optional features this server was found to lack in this session; re-renders when one is learned. */
export function useNotOfferedFeatures(): ReadonlySet<OptionalFeature> {
  const snapshot = useSyncExternalStore(subscribeFeatures, notOfferedSnapshot, notOfferedSnapshot);
  return notOfferedFeatures(snapshot);
}

/** False once this server was found to lack the feature (see src/api/features.ts). */
export function useFeatureOffered(feature: OptionalFeature): boolean {
  useSyncExternalStore(subscribeFeatures, notOfferedSnapshot, notOfferedSnapshot);
  return isOffered(feature);
}

/**
 * Whether this server offers a feature, asked once when the screen that offers it opens (one GET
 * that changes nothing, src/api/feature-probe.ts) and kept for the browser session, a reload included: 'checking' until the
 * answer, then 'offered' or 'missing'. A screen words its confirmation from it, so that the user
 * never types their way into an action this server lacks. The built-in backend (standalone build)
 * has every route: nothing is asked there (the probe's answer, a 405, is an error in the console).
 */
export function useFeatureProbe(feature: ProbedFeature): 'checking' | 'offered' | 'missing' {
  const offered = useFeatureOffered(feature);
  const builtIn = useDemoBackend() !== null;
  const probe = useQuery({
    queryKey: ['feature-probe', feature],
    queryFn: ({ signal }) => probeFeature(feature, signal),
    // learned earlier in this browser session (before a reload): known at once, not asked again
    initialData: () => rememberedProbe(feature) ?? undefined,
    enabled: offered && !builtIn,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (!offered || probe.data === 'missing') return 'missing';
  if (builtIn) return 'offered';
  return probe.data === 'offered' ? 'offered' : 'checking';
}
