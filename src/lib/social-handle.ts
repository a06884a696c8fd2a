import type { SocialNetwork } from '@/config/social';
import { parseBlueskyHandle } from './bluesky-handle';
import { parseTwitterHandle, type Parsed } from './identity';

/**
 * Parses the social field for the network: a Bluesky handle, or a Twitter/X handle. Apart from
 * `useWords` (lib/words.ts), so that a form's first render does not load the parsers: the
 * registration page needs them only with its validator and on submit.
 */
export function parseSocialHandle(network: SocialNetwork, input: string): Parsed {
  return network.id === 'bluesky' ? parseBlueskyHandle(input) : parseTwitterHandle(input);
}
