import { DEMO_STORAGE_PREFIX } from './session';

/**
 * The standalone build's choice of the LAK corpus: the user's explicit choice of the generated offline
 * sample is remembered in this browser until they ask for the LAK papers again. The conference screens
 * write it (lak-corpus-gate.tsx); the built-in backend starts with it (backend/browser.ts), so that a
 * conference page asks for its charts at once instead of first telling the backend again.
 */
export type LakCorpusChoice = 'live' | 'sample';

const CHOICE_KEY = `${DEMO_STORAGE_PREFIX}:lak-corpus`;

export function rememberedLakCorpus(): LakCorpusChoice {
  try {
    return localStorage.getItem(CHOICE_KEY) === 'sample' ? 'sample' : 'live';
  } catch {
    return 'live';
  }
}

/** Remembers the sample, or forgets it (the LAK papers asked for again). */
export function rememberLakCorpus(choice: LakCorpusChoice): void {
  try {
    if (choice === 'sample') localStorage.setItem(CHOICE_KEY, 'sample');
    else localStorage.removeItem(CHOICE_KEY);
  } catch {
    // storage disabled: the choice lasts this page
  }
}
