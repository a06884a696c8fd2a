/**
 * A backend's memory of each caller's last scored papers (handlers/user/publications.ts): in memory
 * only, so a reload forgets it as a new worker does (the stored last list stands in for it then).
 */
import type { RecommendedPaper, ScoredPaper } from '../nlp/recommend-publications';

export class ScoredPapers {
  /** each caller's last scored candidates (every one, not only the ten shown) and the interests they were scored for: feedback re-ranks them at once */
  readonly pools = new Map<number, { key: string; scored: RecommendedPaper[] }>();
  /**
   * each caller's last recommended papers (their texts and keyphrases), and those New for you showed,
   * for the what-ifs that name a paper only by its keyphrases
   */
  readonly shown = new Map<number, ScoredPaper[]>();

  /** Forgets every caller's, as a reload of the page does. */
  forget(): void {
    this.pools.clear();
    this.shown.clear();
  }
}
