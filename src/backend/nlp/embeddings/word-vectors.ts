/**
 * The built-in backend's word vectors: GloVe (6B tokens, 100 dimensions, as packaged for winkNLP),
 * the 30,000 most frequent words, 8 bits per dimension (word-vectors.bin, made by
 * scripts/build-word-vectors.mjs; format.ts). The table is a separate file (3.3 MB, about 3 MB on
 * the wire) fetched the first time a route compares keywords (`ensureWordVectors`, awaited by those
 * routes), cached by the browser like every hashed asset, and never part of a page's scripts.
 *
 * A word outside the table gets a vector estimated from its spelling (`estimatedVector`, subword.ts),
 * and a keyword with no usable word at all, or every keyword while the table could not be loaded,
 * is compared by its letters (similarity.ts): such answers say they are approximate.
 */
import tableUrl from './word-vectors.bin?url';
import { decodeTable, rowVector, type WordTable } from './format';
import { SubwordModel } from './subword';

/** Where the table's bytes come from: the asset over HTTP (tests and the benchmark may read it another way). */
export type WordVectorSource = () => Promise<ArrayBuffer>;

/**
 * How long the table's download may take, headers and body: past it the download is aborted and
 * counts as failed (the letters answer, approximate; a later comparison tries again), so a stalled
 * connection never holds every comparison.
 */
export const TABLE_DOWNLOAD_TIMEOUT_MS = 60_000;

/** The table's bytes over HTTP, aborted after `timeoutMs` (tests pass a short one). */
export async function fetchTable(timeoutMs: number = TABLE_DOWNLOAD_TIMEOUT_MS): Promise<ArrayBuffer> {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(new URL(tableUrl, base), { signal: controller.signal });
    if (!response.ok) throw new Error(`The word-vector table answered ${response.status}.`);
    return await response.arrayBuffer();
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`The word-vector table did not arrive within ${Math.round(timeoutMs / 1000)} s.`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

let source: WordVectorSource = () => fetchTable();

type State =
  | { status: 'idle' }
  | { status: 'loading'; promise: Promise<boolean> }
  | { status: 'ready'; table: WordTable; subword: SubwordModel | null; mean: Float32Array | null }
  | { status: 'failed'; at: number; reason: string };

let state: State = { status: 'idle' };
/** Counts the table's loads and resets: what was computed from an earlier table is stale. */
let generation = 0;

export function tableGeneration(): number {
  return generation;
}

/** After a failed load the fallback answers; a later comparison tries again once this long has passed. */
const RETRY_AFTER_MS = 60_000;

/**
 * Loads the table once (concurrent callers share the load). Resolves true when the vectors are
 * ready, false when they could not be loaded (404, a corrupt file, the network failing or stalling
 * mid-download past TABLE_DOWNLOAD_TIMEOUT_MS):
 * the comparison then falls back to letters and says it is approximate. Never rejects.
 */
export function ensureWordVectors(): Promise<boolean> {
  if (state.status === 'ready') return Promise.resolve(true);
  if (state.status === 'loading') return state.promise;
  if (state.status === 'failed' && Date.now() - state.at < RETRY_AFTER_MS) return Promise.resolve(false);
  const promise = source()
    .then((buffer) => {
      state = { status: 'ready', table: decodeTable(buffer), subword: null, mean: null };
      generation += 1;
      return true;
    })
    .catch((error: unknown) => {
      state = { status: 'failed', at: Date.now(), reason: error instanceof Error ? error.message : String(error) };
      return false;
    });
  state = { status: 'loading', promise };
  return promise;
}

/** 'ready', 'loading', 'unavailable' (the last load failed) or 'idle' (never asked for). */
export function wordVectorStatus(): 'idle' | 'loading' | 'ready' | 'unavailable' {
  return state.status === 'failed' ? 'unavailable' : state.status;
}

/** Replaces where the table is read from (null: the asset over HTTP) and forgets what was loaded. */
export function setWordVectorSource(next: WordVectorSource | null): void {
  source = next ?? (() => fetchTable());
  state = { status: 'idle' };
  generation += 1;
}

/** The loaded table, or null. */
export function wordTable(): WordTable | null {
  return state.status === 'ready' ? state.table : null;
}

/** A word's vector from the table (lower-case word), or null when the table lacks it or is not loaded. */
export function tableVector(word: string): Float32Array | null {
  if (state.status !== 'ready') return null;
  const row = state.table.rows.get(word);
  return row === undefined ? null : rowVector(state.table, row);
}

/**
 * The mean of the table's vectors: what every word shares (frequency, the corpus's topics). Keywords
 * compare by their vectors less this mean, so that two unrelated phrases do not look alike merely for
 * being English (Mu and Viswanath's post-processing, its first step).
 */
export function tableMean(): Float32Array | null {
  if (state.status !== 'ready') return null;
  if (!state.mean) {
    const { table } = state;
    const d = table.dimensions;
    const count = table.words.length;
    const mean = new Float32Array(d);
    for (let row = 0; row < count; row += 1) {
      const scale = (table.scales[row] ?? 0) / count;
      const at = row * d;
      for (let i = 0; i < d; i += 1) mean[i] = (mean[i] ?? 0) + (table.values[at + i] ?? 0) * scale;
    }
    state.mean = mean;
  }
  return state.mean;
}

/** A vector for a word outside the table, estimated from its character n-grams; null when nothing is known of them. */
export function estimatedVector(word: string): Float32Array | null {
  if (state.status !== 'ready') return null;
  state.subword ??= new SubwordModel(state.table);
  return state.subword.estimate(word);
}
