import { wordsFor, type Words } from '@/config/words';
import { useStandaloneWords } from './demo-mode';

/**
 * The words of this build (config/words.ts): the standalone build's (Bluesky, posts, this browser)
 * when the app runs on its built-in backend, else the specification's (Twitter, tweets, the server).
 */
export function useWords(): Words {
  return wordsFor(useStandaloneWords());
}
