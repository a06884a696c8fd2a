import type { LongTermInterest, Paper } from '@/api/user/schemas';
import { mergedKeyphrases, type MergedKeyphrase } from '@/components/charts/lib/interest-words';
import { orderInterests } from '@/lib/interest-order';
import { porterStem } from '@/lib/porter';

/** How many of the heaviest interests steps 3 and 4 explain. */
export const EXPLAINED_INTERESTS = 5;

/** A linked account id as the server stores it: "" and null (and blanks) mean "not linked". */
export function linkedId(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The `count` heaviest interests in the order of every screen (orderInterests: equal weights keep the server's order). */
export function heaviestInterests(interests: readonly LongTermInterest[], count = EXPLAINED_INTERESTS): LongTermInterest[] {
  return orderInterests(interests.filter((interest) => Number.isFinite(interest.weight))).slice(0, count);
}

/** The Porter stems of a text's words, lower-cased (letters and digits; punctuation separates words). */
export function stemsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(porterStem);
}

/** Whether `phrase` (a run of stems) occurs in `text` (a run of stems) word for word, in order. */
function containsRun(text: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > text.length) return false;
  for (let start = 0; start + phrase.length <= text.length; start += 1) {
    if (phrase.every((stem, offset) => text[start + offset] === stem)) return true;
  }
  return false;
}

type PaperText = Pick<Paper, 'title' | 'abstract'>;

/**
 * For each keyphrase, the papers it came from: those whose title or abstract contains it, word for
 * word by stem and regardless of case ("Recommender Systems" is found in "a recommender system
 * for…"). Each paper is stemmed once; the papers keep their order.
 */
export function papersByKeyphrase<P extends PaperText>(phrases: readonly string[], papers: readonly P[]): Map<string, P[]> {
  const texts = papers.map((paper) => ({ paper, title: stemsOf(paper.title ?? ''), abstract: stemsOf(paper.abstract ?? '') }));
  return new Map(
    phrases.map((phrase) => {
      const stems = stemsOf(phrase);
      return [phrase, texts.filter((text) => containsRun(text.title, stems) || containsRun(text.abstract, stems)).map((text) => text.paper)];
    }),
  );
}

/** How a final interest came to be, from the keyphrases merged into it. */
export type MergeKind = 'merged' | 'kept' | 'manual' | 'none';

/** The sentence that says how an interest came to be (step 4). */
export function mergeSentence(kind: MergeKind): string {
  switch (kind) {
    case 'merged':
      return 'created by merging the following keywords due to a high similarity';
    case 'kept':
      return 'kept as extracted';
    case 'manual':
      return 'added manually, not extracted';
    case 'none':
      return 'the server reports no keyphrases for it';
  }
}

export type MergeGroup = { interest: LongTermInterest; kind: MergeKind; phrases: MergedKeyphrase[] };

/**
 * How each interest came to be: merged from two or more keyphrases, kept as the one keyphrase it was
 * extracted as, added manually, or (a server that lists no keyphrases) unknown.
 */
export function mergeGroups(interests: readonly LongTermInterest[]): MergeGroup[] {
  return interests.map((interest) => {
    const phrases = mergedKeyphrases(interest);
    const kind: MergeKind = phrases.length >= 2 ? 'merged' : phrases.length === 1 ? 'kept' : interest.source === 'Manual' ? 'manual' : 'none';
    return { interest, kind, phrases };
  });
}

/**
 * The weight rule in one sentence, with the numbers of the interest at hand (the built-in backend's
 * rule, db/compute.ts); a weight the user set, or a manual interest, says so instead.
 */
export function weightRule(interest: Pick<LongTermInterest, 'weight' | 'weight_set_by_hand' | 'source'>, phrases: readonly { weight: number | null }[]): string {
  if (interest.weight_set_by_hand) return `You set this weight to ${interest.weight}: regenerating the profile keeps it.`;
  if (interest.source === 'Manual') return `You added this interest with weight ${interest.weight}: regenerating the profile keeps it.`;
  const weights = phrases.flatMap((item) => (item.weight === null ? [] : [item.weight]));
  if (weights.length === 0) return `Weight ${interest.weight}: computed from how often and how strongly the interest occurs in your texts.`;
  const sum = Math.round(weights.reduce((total, w) => total + w, 0) * 10) / 10;
  const added = weights.length > 1 ? `${weights.join(' + ')} = ${sum}` : String(sum);
  return `Weight ${interest.weight}: its keyphrases' weights are added (${added}), a single word or a phrase the encyclopedia does not know counts less, and all interests are scaled so that the strongest weighs 5 and none less than 1.`;
}
