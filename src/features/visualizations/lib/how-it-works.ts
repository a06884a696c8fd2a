import type { LongTermInterest, Paper, ScoreParts } from '@/api/user/schemas';
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

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The built-in backend's score in one sentence with the interest's own numbers (docs/profile-score.md):
 * score = specificity × log2(1 + texts) × Σ strength × recency, scaled against the strongest score.
 */
export function scoreSentence(weight: number, parts: ScoreParts, postsWord: string): string {
  const texts = parts.source === 'papers' ? 'papers' : postsWord;
  const support = round2(Math.log2(1 + parts.texts));
  const strength = parts.source === 'papers' ? '1 where a title names it, 0.5 to 1 where it is one of a paper’s key phrases, 0.25 for a mention' : '0.5 to 1 where it is one of a text’s key phrases, 0.25 for a mention';
  return (
    `Weight ${weight}: score = specificity × log2(1 + ${texts}) × Σ strength × recency = ${parts.specificity} × ${support} × ${parts.sum} = ${parts.score}, ` +
    `as ${parts.texts} of your ${texts} mention it with a mean strength of ${parts.strength} (${strength}) and a mean recency of ${parts.recency} (1 for this year, less for older ones), ` +
    `scaled so that your strongest interest (score ${parts.top}) weighs 5 and none less than 1.`
  );
}

/**
 * The weight rule in one sentence, with the numbers of the interest at hand: the built-in backend's
 * score where it reports its parts (`score_parts`); from a RIMA server, only what it reports (the
 * weights of the merged keyphrases), no rule of our own. A weight the user set, or a manual interest,
 * says so instead. `postsWord`: the build's word for posts (`useWords().network.posts`).
 */
export function weightRule(interest: Pick<LongTermInterest, 'weight' | 'weight_set_by_hand' | 'source' | 'score_parts'>, phrases: readonly { weight: number | null }[], postsWord = 'posts'): string {
  if (interest.weight_set_by_hand) return `You set this weight to ${interest.weight}: regenerating the profile keeps it.`;
  if (interest.source === 'Manual') return `You added this interest with weight ${interest.weight}: regenerating the profile keeps it.`;
  if (interest.score_parts) return scoreSentence(interest.weight, interest.score_parts, postsWord);
  const weights = phrases.flatMap((item) => (item.weight === null ? [] : [item.weight]));
  if (weights.length === 0) return `Weight ${interest.weight}, as the server computed it from your texts.`;
  const listed = weights.length > 1 ? `${weights.slice(0, -1).join(', ')} and ${weights.at(-1)}` : String(weights[0]);
  return `Weight ${interest.weight}, as the server computed it; the keyphrases merged into it weigh ${listed}.`;
}
