/**
 * The outside sources as one backend reads them (`backend.sources`): a client per source with its own
 * limit of requests in flight, its pause after a 429 and its run of server errors (sources/http.ts),
 * the timing of their backoff and timeouts, and the cache of their answers (`cache`, the backend's
 * `kv`, store/kv.ts). Every function that reads a source takes it as its first argument; nothing
 * reads a module's copy, so a source busy or failing for one backend (one test) is not for another.
 */
import type { KeyValueStore } from '../store/kv';
import { BLUESKY_ORIGIN } from './bluesky';
import { createSource, DEFAULT_SOURCE_TIMING, type Source, type SourceTiming } from './http';
import { OPENALEX_ORIGIN } from './openalex';
import { SEMANTIC_SCHOLAR_ORIGIN } from './semantic-scholar';
import { WIKIPEDIA_ORIGIN } from './wikipedia';

export class Sources {
  private timing: SourceTiming;
  /** Anonymous callers share one pool: at most three requests in flight from this browser. */
  readonly semanticScholar: Source;
  /** Wikimedia asks anonymous clients to keep to a few parallel requests. */
  readonly wikipedia: Source;
  /** The public AppView is generous but shared: at most four requests in flight from this browser. */
  readonly bluesky: Source;
  /** A few requests in flight from this browser. */
  readonly openAlex: Source;
  /**
   * Set once the browser refused Semantic Scholar's POST of recommendation examples (its cross-origin
   * answer): the rest of the session asks paper by paper (sources/semantic-scholar.ts).
   */
  examplesPostRefused = false;

  /** `cache`: where the answers are kept; `timing`: parts of the timing other than the defaults (tests). */
  constructor(
    readonly cache: KeyValueStore,
    timing: Partial<SourceTiming> = {},
  ) {
    this.timing = { ...DEFAULT_SOURCE_TIMING, ...timing };
    const options = (maxInFlight: number) => ({ maxInFlight, timing: () => this.timing });
    this.semanticScholar = createSource('Semantic Scholar', SEMANTIC_SCHOLAR_ORIGIN, options(3));
    this.wikipedia = createSource('Wikipedia', WIKIPEDIA_ORIGIN, options(2));
    this.bluesky = createSource('Bluesky', BLUESKY_ORIGIN, options(4));
    this.openAlex = createSource('OpenAlex', OPENALEX_ORIGIN, options(4));
  }

  /** The timing now (a test's reload starts the next backend with it). */
  get currentTiming(): SourceTiming {
    return this.timing;
  }

  /** Replaces parts of the timing (tests shorten the waits); null restores the defaults. The next wait follows it. */
  setTiming(next: Partial<SourceTiming> | null): void {
    this.timing = { ...DEFAULT_SOURCE_TIMING, ...next };
  }
}
