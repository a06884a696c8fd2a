/**
 * Keyphrase extraction of the built-in backend: the eight algorithm names of the server, each computing
 * its published method (see each function's comment). This folder is loaded only through a dynamic
 * import (../load-keyphrase.ts) when the built-in backend first extracts keywords.
 */
import type { ExtractionAlgorithm } from '@/api/user/demo-algorithms';
import { analyse, type Doc } from './analyse';
import { multipartiteRank, positionRank, singleRank, textRank, topicalPageRank, topicRank, type Scored } from './graph-methods';
import { rake, yake } from './statistical';

export type Keyphrase = { phrase: string; score: number };

const METHODS: Record<ExtractionAlgorithm, (doc: Doc, limit: number) => Scored[]> = {
  TextRank: (doc) => textRank(doc),
  SingleRank: (doc) => singleRank(doc),
  TopicRank: (doc) => topicRank(doc),
  TopicalPageRank: (doc) => topicalPageRank(doc),
  PositionRank: (doc) => positionRank(doc),
  MultipartiteRank: (doc) => multipartiteRank(doc),
  Rake: (doc) => rake(doc),
  Yake: (doc, limit) => yake(doc, limit),
};

/** The best `limit` keyphrases of the text, best first, in their original casing, one per stem form. */
export function extractKeyphrases(text: string, algorithm: ExtractionAlgorithm, limit: number): Keyphrase[] {
  const doc = analyse(text);
  return METHODS[algorithm](doc, limit)
    .sort((a, b) => b.score - a.score || (a.candidate.offsets[0] ?? 0) - (b.candidate.offsets[0] ?? 0))
    .slice(0, Math.max(0, limit))
    .map(({ candidate, score }) => ({ phrase: candidate.surface, score }));
}
