import { useSyncExternalStore } from 'react';
import { isOffered, notOfferedFeatures, notOfferedSnapshot, subscribeFeatures, type OptionalFeature } from '@/api/features';

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
