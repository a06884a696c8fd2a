/**
 * Which corpus the conference routes answer from, kept apart from the corpus code (state.ts, loaded
 * with the first conference request) so that the backend can start with the choice the page
 * remembered (service.ts) without loading that code.
 */
import type { LakCorpusChoice } from '@/lib/lak-corpus-choice';

let choice: LakCorpusChoice = 'live';

export function lakCorpusChoice(): LakCorpusChoice {
  return choice;
}

export function setLakCorpusChoice(next: LakCorpusChoice): void {
  choice = next;
}
