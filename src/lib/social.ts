import { socialNetworkFor, type SocialNetwork } from '@/config/social';
import { parseBlueskyHandle } from './bluesky-handle';
import { useDemoBackend } from './demo-mode';
import { parseTwitterHandle, type Parsed } from './identity';

/** The network of the account forms in this build (config/social.ts): Bluesky on the built-in backend, else Twitter. */
export function useSocialNetwork(): SocialNetwork {
  return socialNetworkFor(useDemoBackend() !== null);
}

/** Parses the social field for the network: a Bluesky handle, or a Twitter/X handle. */
export function parseSocialHandle(network: SocialNetwork, input: string): Parsed {
  return network.id === 'bluesky' ? parseBlueskyHandle(input) : parseTwitterHandle(input);
}
