import { socialNetworkFor, type SocialNetwork } from '@/config/social';
import { useDemoBackend } from './demo-mode';

/** The network of the account forms in this build (config/social.ts): Bluesky on the built-in backend, else Twitter. */
export function useSocialNetwork(): SocialNetwork {
  return socialNetworkFor(useDemoBackend() !== null);
}
