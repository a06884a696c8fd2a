/**
 * The Inspec protocol of the published keyphrase figures: lower-case, Porter-stem every word of the
 * predicted and gold phrases; a hit is an exact match after stemming; a predicted phrase counts once.
 */
import { porterStem } from '@/lib/porter';

export function stemPhrase(phrase: string): string {
  return phrase.toLowerCase().split(/\s+/).filter(Boolean).map(porterStem).join(' ');
}

export type DocumentScore = { precision: number; recall: number; f1: number };

/** P, R and F1 of one document's top predictions against its gold phrases. */
export function scoreDocument(predicted: string[], gold: string[]): DocumentScore {
  const goldSet = new Set(gold.map(stemPhrase));
  const seen = new Set<string>();
  let hits = 0;
  predicted.forEach((phrase) => {
    const key = stemPhrase(phrase);
    if (seen.has(key)) return;
    seen.add(key);
    if (goldSet.has(key)) hits += 1;
  });
  const precision = predicted.length ? hits / predicted.length : 0;
  const recall = goldSet.size ? hits / goldSet.size : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
