/**
 * The built-in backend's keyphrase extraction (part-of-speech model included) loads through this dynamic
 * import when it is first needed, so it is never part of the first page; a build with a backend
 * configured has none of the built-in backend's code.
 */
export type KeyphraseModule = typeof import('./keyphrase');

let loaded: KeyphraseModule | null = null;
let loading: Promise<KeyphraseModule> | null = null;

export function loadKeyphrase(): Promise<KeyphraseModule> {
  loading ??= import('./keyphrase').then((module) => (loaded = module));
  return loading;
}

/** The module when it has loaded, else null. */
export function loadedKeyphrase(): KeyphraseModule | null {
  return loaded;
}
