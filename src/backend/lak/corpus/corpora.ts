/**
 * The conference corpora of one backend (`backend.conferences`): which corpus LAK's routes answer from
 * (the one read from open sources, or the generated offline sample on the user's explicit choice), each
 * conference's slot (its DOI list, the corpus kept, the running build), and the researcher comparisons
 * the conference views answered before. It holds the state only: the corpus code (state.ts) loads with
 * the first conference request and works on it, so that the backend starts without that code.
 */
import { LAK_ID } from '@/api/conference/conferences';
import type { LakCorpusChoice } from '@/lib/lak-corpus-choice';
import type { Sources } from '../../sources/sources';
import type { ConferenceDois } from '../conferences';
import type { Slot } from './state';

/** What a test puts in place: the topic model's sweeps, LAK's DOI list, any conference's. */
export type CorporaTestOptions = { iterations?: number; conference?: ConferenceDois; conferences?: ConferenceDois[] };

export class ConferenceCorpora {
  /** what LAK's routes answer from */
  choice: LakCorpusChoice = 'live';
  /** each conference's slot, its DOI list loaded on first use (state.ts) */
  readonly slots = new Map<string, Promise<Slot | undefined>>();
  /** the slots loaded so far (stopping cancels their builds at once) */
  readonly loadedSlots = new Set<Slot>();
  /** the conferences' DOI lists the tests put in place of the shipped ones */
  overrides = new Map<string, ConferenceDois>();
  /** sweeps of the topic model (tests shorten it) */
  topicIterations: number | undefined;
  /** researcher/year/mode comparisons answered before (lak/backend.ts, 6.19) */
  readonly comparisons = new Set<string>();

  /** `sources`: its backend's, which the builds read and keep the corpora in. */
  constructor(readonly sources: Sources) {}

  /** Cancels every running build (a backend that stops: a test's, when the next test starts). */
  stop(): void {
    this.loadedSlots.forEach((slot) => slot.running?.controller.abort());
  }

  /**
   * Forgets the corpora in memory and cancels the running builds (tests): `choice` picks what LAK's
   * routes answer from; `iterations` shortens the topic model; `conference` replaces LAK's DOI list (a
   * fixture conference of the tests' sources), `conferences` any conference's.
   */
  reset(choice: LakCorpusChoice, options: CorporaTestOptions = {}): void {
    this.stop();
    this.loadedSlots.clear();
    this.slots.clear();
    this.choice = choice;
    this.topicIterations = options.iterations;
    this.overrides = new Map((options.conferences ?? []).map((conference) => [conference.id, conference]));
    if (options.conference) this.overrides.set(LAK_ID, { ...options.conference, id: LAK_ID });
  }
}
