import { BLUESKY, TWITTER, type SocialNetwork } from './social';

/**
 * The one vocabulary of a build. A build for a RIMA server keeps the specification's words: Twitter,
 * tweets, the server. The standalone build runs on its built-in backend: its social source is
 * Bluesky, its items are posts, and the account's data lives in this browser. Every screen takes
 * these words from `useWords()` (lib/words.ts), never from the data it shows.
 */
export type Words = {
  /** the social network and its items ("Twitter", "tweets" / "Bluesky", "posts") */
  network: SocialNetwork;
  /** where the account's data is kept: "on the server" / "in this browser" */
  dataHome: string;
  /** who does the work of a request, as a sentence's subject: "the server" / "this browser" */
  worker: string;
  /** Recommended Papers' note on why a search takes a while */
  paperSearchNote: string;
};

export const SERVER_WORDS: Words = {
  network: TWITTER,
  dataHome: 'on the server',
  worker: 'the server',
  paperSearchNote: 'The search takes a while: the server looks for papers and scores each one.',
};

export const STANDALONE_WORDS: Words = {
  network: BLUESKY,
  dataHome: 'in this browser',
  worker: 'this browser',
  paperSearchNote: 'The search takes a while: this browser asks Semantic Scholar for papers and scores each one.',
};

/** The words of the standalone build, or of a build for a RIMA server. */
export function wordsFor(standalone: boolean): Words {
  return standalone ? STANDALONE_WORDS : SERVER_WORDS;
}
