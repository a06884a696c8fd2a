/**
 * Pure rules of the publication recommendations screen (api-contract-development 3.1 to 3.3): the
 * interest chips, what a request sends, which interest colours a keyphrase, and the what-if edits.
 */
import type { InterestWeight } from '@/api/user/publications';
import type { FoundBy, LongTermInterest, RecommendedPaper, ScoreExplanation } from '@/api/user/schemas';
import type { InterestColors } from '@/components/charts/lib/palette';
import { cutText } from '@/lib/bounded';
import { orderInterests, topInterests } from '@/lib/interest-order';

/** How many of the heaviest interests become chips (RIMA sends its top 5). */
export const CHIP_COUNT = 5;
/** How many keyphrases the Why? cloud draws. */
export const CLOUD_KEYPHRASES = 10;
/** The abstract is shown up to this many characters until the user asks for the full text. */
export const ABSTRACT_LIMIT = 600;

/** One interest chip; its interest gives its colour (the user's interestColors, AA with white text), as in every view. */
export type Chip = { slot: number; text: string; weight: number; on: boolean };

/** A weight the server reads: 1 to 5, one decimal; anything else (empty, NaN) becomes 1 or 5. */
export function chipWeight(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.round(Math.min(5, Math.max(1, value)) * 10) / 10;
}

/** The top CHIP_COUNT interests in the order of every screen (orderInterests), all switched on. */
export function initialChips(interests: readonly LongTermInterest[]): Chip[] {
  return topInterests(interests, CHIP_COUNT).map((interest, slot) => ({ slot, text: interest.keyword, weight: chipWeight(interest.weight), on: true }));
}

/**
 * A keyphrase is marked (coloured in the abstract, on its chip and in the Why? cloud) only when it is
 * at least this similar (percent) to one of the interests switched on; others stay plain.
 */
export const MARK_THRESHOLD = 30;

/** What a request sends: the chips switched on, in slot order. */
export function activeInterests(chips: readonly Chip[]): InterestWeight[] {
  return chips.filter((chip) => chip.on).map(({ text, weight }) => ({ text, weight: chipWeight(weight) }));
}

/** The same interest set, whatever the order: the key of a cached recommendation. */
export function interestSetKey(interests: readonly InterestWeight[]): InterestWeight[] {
  return [...interests].sort((a, b) => a.text.localeCompare(b.text) || a.weight - b.weight);
}

export function sameInterests(a: readonly InterestWeight[], b: readonly InterestWeight[]): boolean {
  return JSON.stringify(interestSetKey(a)) === JSON.stringify(interestSetKey(b));
}

/** The interests a chip may be swapped for: every other interest not already on a chip. */
export function swapOptions(interests: readonly LongTermInterest[], chips: readonly Chip[], slot: number): string[] {
  const taken = new Set(chips.filter((chip) => chip.slot !== slot).map((chip) => chip.text));
  return orderInterests(interests)
    .map((interest) => interest.keyword)
    .filter((keyword) => !taken.has(keyword));
}

/** Puts another interest on a chip (with that interest's own weight); the chip takes that interest's colour. */
export function swapChip(chips: readonly Chip[], slot: number, interest: LongTermInterest): Chip[] {
  return chips.map((chip) => (chip.slot === slot ? { ...chip, text: interest.keyword, weight: chipWeight(interest.weight) } : chip));
}

/** Authors as a line: the first three, then "et al."; null without any. */
export function authorsLine(authors: readonly { name: string }[]): string | null {
  const names = authors.map((author) => author.name.trim()).filter((name) => name !== '');
  if (names.length === 0) return null;
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} et al.` : names.join(', ');
}

/** The paper's link when it is an http or https URL; null otherwise (javascript:, data:, garbage). */
export function safeUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A percentage as the screen writes it: whole numbers, 0 to 100. */
export function percent(value: number): string {
  return `${Math.round(Math.min(100, Math.max(0, value)))} %`;
}

/**
 * How a keyphrase is marked: the interest it is most similar to (null: none known), its similarity,
 * and whether that reaches MARK_THRESHOLD (only then is it coloured, in `color`, the interest's colour).
 */
export type KeyphraseMark = { interest: string | null; slot: number | null; similarity: number | null; marked: boolean; color: string | null };

/**
 * Each keyphrase's mark, per `keywords_similarity`: the interest with the highest score among the
 * chips switched on (its colour, when the score reaches MARK_THRESHOLD) and that score (the
 * keyphrase's similarity with the whole model where no interest has one). A keyphrase the server did not score
 * (added by the user) has no interest. `colors`: the colours of the user's interests, as in every view.
 */
export function keyphraseMarks(paper: RecommendedPaper, keyphrases: readonly string[], chips: readonly Chip[], colors: InterestColors): Map<string, KeyphraseMark> {
  const slotOf = new Map(chips.filter((chip) => chip.on).map((chip) => [chip.text, chip.slot]));
  const marks = new Map<string, KeyphraseMark>();
  for (const keyphrase of keyphrases) {
    const similarity = paper.keywords_similarity[keyphrase];
    let best: { interest: string; score: number } | null = null;
    for (const [interest, score] of Object.entries(similarity?.interests ?? {})) {
      if (!slotOf.has(interest)) continue;
      if (best === null || score > best.score) best = { interest, score };
    }
    const marked = best !== null && best.score >= MARK_THRESHOLD;
    marks.set(keyphrase, {
      interest: best?.interest ?? null,
      slot: best ? (slotOf.get(best.interest) ?? null) : null,
      similarity: best?.score ?? similarity?.model ?? null,
      marked,
      color: marked && best ? colors(best.interest) : null,
    });
  }
  return marks;
}

/** The paper's keyphrases, heaviest first, at most `limit`. */
export function topKeyphrases(keywords: Readonly<Record<string, number>>, limit = CLOUD_KEYPHRASES): { text: string; value: number }[] {
  return Object.entries(keywords)
    .filter(([text, value]) => text.trim() !== '' && Number.isFinite(value))
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([text, value]) => ({ text, value }));
}

/** A keyphrase's similarity to each chip's interest (0 where the server gave none), in chip order. */
export function keyphraseByInterest(paper: RecommendedPaper, keyphrase: string, chips: readonly Chip[]): { name: string; value: number }[] {
  const scores = paper.keywords_similarity[keyphrase]?.interests ?? {};
  return chips.map((chip) => ({ name: chip.text, value: Math.round((scores[chip.text] ?? 0) * 10) / 10 }));
}

/** A card's what-if: keyphrases dropped and keyphrases added (name -> weight). */
export type KeyphraseEdit = { dropped: readonly string[]; added: Readonly<Record<string, number>> };
export const NO_EDIT: KeyphraseEdit = { dropped: [], added: {} };

export function isEdited(edit: KeyphraseEdit): boolean {
  return edit.dropped.length > 0 || Object.keys(edit.added).length > 0;
}

/** The keyphrases a rescoring sends: the paper's, less the dropped ones, plus the added ones. */
export function editedKeyphrases(paperKeywords: Readonly<Record<string, number>>, edit: KeyphraseEdit): Record<string, number> {
  const dropped = new Set(edit.dropped);
  const out: Record<string, number> = {};
  for (const [name, weight] of Object.entries(paperKeywords)) if (!dropped.has(name)) out[name] = weight;
  for (const [name, weight] of Object.entries(edit.added)) if (!dropped.has(name)) out[name] = weight;
  return out;
}

/** The weight an added keyphrase gets: its weight among `extra_keywords`, else the middle of 1-5. */
export function addedWeight(paper: RecommendedPaper, name: string): number {
  return paper.extra_keywords[name] ?? 3;
}

/**
 * What the user may add: first the paper's `extra_keywords` not shown yet, heaviest first. A typed
 * name is trimmed and cut to 100 characters; an empty or present one is refused (null).
 */
export function addableKeyphrases(paper: RecommendedPaper, current: Readonly<Record<string, number>>): string[] {
  return topKeyphrases(paper.extra_keywords, Infinity)
    .map((word) => word.text)
    .filter((name) => !(name in current));
}

export function typedKeyphrase(raw: string, current: Readonly<Record<string, number>>): string | null {
  const name = raw.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (name === '') return null;
  const lower = name.toLowerCase();
  return Object.keys(current).some((existing) => existing.toLowerCase() === lower) ? null : name;
}

/** Where a card's paper came from, in a sentence ("Similar to your paper “X”"); null when the server does not say. */
export function foundByText(found: FoundBy | null): string | null {
  if (found === null) return null;
  if (found.kind === 'interest') return `Matches your interest “${found.interest}”`;
  if (found.title === null || found.title.trim() === '') return 'Recommended by Semantic Scholar for your papers';
  return `${found.liked ? 'Similar to a paper you liked' : 'Similar to your paper'} “${cutText(found.title, 120).text}”`;
}

/** What a feedback change was, for the line that says what it changed. */
export type FeedbackAction = { undo: boolean; kind: 'not-for-me' | 'more-like-this' | 'less-keyphrase'; target: string; title: string | null };

const papersWord = (count: number) => (count === 1 ? '1 paper' : `${count} papers`);

/**
 * The line that says what a feedback change did to the list: how many of the papers shown before
 * moved down (or left the list) or up, and why ("2 papers moved down because you asked for less of
 * ‘dashboards’"). `before` and `after` are the lists as shown, best first.
 */
export function feedbackChangeText(action: FeedbackAction, before: readonly { paperId: string }[], after: readonly { paperId: string }[]): string {
  const rank = new Map(after.map((paper, index) => [paper.paperId, index]));
  const moved = (down: boolean) =>
    before.filter((paper, index) => paper.paperId !== action.target && (down ? (rank.get(paper.paperId) ?? Infinity) > index : (rank.get(paper.paperId) ?? Infinity) < index)).length;
  const name = action.kind === 'less-keyphrase' ? `‘${action.target}’` : `“${cutText(action.title ?? 'this paper', 80).text}”`;
  if (action.undo) {
    const what = action.kind === 'not-for-me' ? `${name} may be recommended again` : action.kind === 'more-like-this' ? `no more papers like ${name} are asked for` : `${name} counts fully again`;
    return `Undone: ${what}.`;
  }
  if (action.kind === 'not-for-me') return `${name} was removed and will not be recommended again; ${papersWord(moved(false))} moved up.`;
  if (action.kind === 'more-like-this') return `${papersWord(moved(false))} moved up because you asked for more like ${name}.`;
  return `${papersWord(moved(true))} moved down because you asked for less of ${name}.`;
}

/** One of the researcher's papers (or one they liked) that Why? names as a reason, and the points its rows there claim together. */
export type NamedPaper = { paperId: string; title: string; liked: boolean; points: number };

/**
 * The papers Why? names (by the words they share with the paper, by their closeness in wording, or
 * both), each once with its rows' points added, the most earning first (ties by title): the ones
 * "What if this paper were left out?" is offered for. A row of 0 points names nothing.
 */
export function namedPapers(explanation: ScoreExplanation): NamedPaper[] {
  const byId = new Map<string, NamedPaper>();
  [...explanation.papers, ...explanation.wording]
    .filter((row) => row.points > 0)
    .forEach((row) => {
      const known = byId.get(row.paperId);
      if (known) known.points += row.points;
      else byId.set(row.paperId, { paperId: row.paperId, title: row.title, liked: row.liked === true, points: row.points });
    });
  return [...byId.values()].sort((a, b) => b.points - a.points || a.title.localeCompare(b.title));
}

/** Points as Why? writes them: to a tenth ("12.9"). */
export const tenths = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** A paper's title in quotes as Why? names it ("Untitled paper" when it has none). */
export const quotedTitle = (title: string) => `“${title.trim() === '' ? 'Untitled paper' : title}”`;

/** One of the researcher's papers (or one they liked) as a reason under Why?: Your paper “…” / A paper you liked “…”. */
export const paperReason = (mine: { title: string; liked?: boolean | undefined }) => `${mine.liked ? 'A paper you liked' : 'Your paper'} ${quotedTitle(mine.title)}`;

/** What leaving a named paper out does to the card's score (`score`: the card's score now), as its what-if says it. */
export function leaveOutText(score: number, without: number): string {
  const lower = score - without;
  if (Math.round(lower * 10) <= 0) return `Without it the score would stay ${tenths(score)}: the next closest of your papers does as well.`;
  return `Without it the score would be ${tenths(without)}, ${tenths(lower)} lower.`;
}
