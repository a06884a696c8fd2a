/**
 * Keywords of each conference paper: the project's keyphrase extraction (SingleRank, as RIMA's LAK
 * pipeline used keyphrases) over the title and abstract (the title alone when there is no abstract),
 * kept per paper in the key-value store so that a build that resumes does not extract twice.
 */
import type { KeyValueStore } from '../../store/kv';
import { loadKeyphrase } from '../../nlp/load-keyphrase';

/** Keywords kept per paper. */
export const KEYWORDS_PER_PAPER = 8;

/** What the conference API can carry in a path (it decodes nothing but `%20`): ASCII words, spaces, inner hyphens. */
const TERM = /^[a-z][a-z0-9]*(?:[ -][a-z0-9]+)*$/;

export function keywordsKey(doi: string): string {
  return `lak:keywords:${doi}`;
}

export type KeywordOptions = { signal?: AbortSignal; onProgress?: (done: number, total: number) => void };

export class KeywordsAborted extends Error {
  override name = 'KeywordsAborted';
}

/** The text a paper's keywords and topics come from. */
export function paperText(paper: { title: string; abstract: string }): string {
  return paper.abstract === '' ? paper.title : `${paper.title}. ${paper.abstract}`;
}

/** The keywords of one text, best first, lower case, each a term the conference API can carry. */
export async function extractPaperKeywords(text: string): Promise<string[]> {
  const { extractKeyphrases } = await loadKeyphrase();
  const seen = new Set<string>();
  return extractKeyphrases(text, 'SingleRank', KEYWORDS_PER_PAPER * 2)
    .map((entry) => entry.phrase.toLowerCase().replace(/\s+/g, ' ').trim())
    .filter((phrase) => phrase.length > 2 && TERM.test(phrase) && !seen.has(phrase) && Boolean(seen.add(phrase)))
    .slice(0, KEYWORDS_PER_PAPER);
}

function giveTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Each paper's keywords (from the store, else extracted and stored), a turn given between two papers. */
export async function keywordsOfPapers(cache: KeyValueStore, papers: readonly { doi: string; title: string; abstract: string }[], options: KeywordOptions = {}): Promise<string[][]> {
  const result: string[][] = [];
  for (const paper of papers) {
    if (options.signal?.aborted) throw new KeywordsAborted('Cancelled.');
    const key = keywordsKey(paper.doi);
    let keywords = await cache.get<string[]>(key);
    if (!keywords) {
      keywords = await extractPaperKeywords(paperText(paper));
      await cache.set(key, keywords);
      await giveTurn();
    }
    result.push(keywords);
    options.onProgress?.(result.length, papers.length);
  }
  return result;
}
