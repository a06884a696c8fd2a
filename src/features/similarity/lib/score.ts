import type { UserSimilarity } from '@/api/user/schemas';

export type Score = UserSimilarity['score'];

/** The score as a number with at most 2 decimals ("81.37", "100", "0.5"), or null for "N/A". */
export function scoreNumber(score: Score): string | null {
  if (score === 'N/A' || !Number.isFinite(score)) return null;
  return String(Math.round(score * 100) / 100);
}

/** The page's header (spec 2): 'The similarity between you and <name> is N %'; "N/A" said in words. */
export function similarityHeader(name: string, score: Score): string {
  const value = scoreNumber(score);
  if (value === null) {
    return `The similarity between you and ${name} cannot be computed: one of you has no interests yet, or your interests have nothing in common.`;
  }
  return `The similarity between you and ${name} is ${value} %`;
}

/** Below this similarity (percent) two people share little: the explanations say so instead of "why you are similar". */
export const SHARE_LITTLE_BELOW = 20;

/** The heading of the explanations: why two people are similar, or that they share little (below SHARE_LITTLE_BELOW). */
export function explanationsHeading(name: string, score: Score): string {
  const value = scoreNumber(score);
  if (value === null || Number(value) < SHARE_LITTLE_BELOW) {
    return `You share little: under ${SHARE_LITTLE_BELOW} % similar, you and ${name} have few interests in common. See what there is:`;
  }
  return 'Why you are similar: choose the depth';
}

/** Heading of the advanced explanation (spec 2): 'Score: N%'. */
export function scoreHeading(score: Score): string {
  const value = scoreNumber(score);
  return value === null ? 'Score: not available' : `Score: ${value}%`;
}

/** A user's name as shown: first and last name, or the email when both are blank. */
export function displayName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/**
 * A plain note when the server's explanation (its top 5 interests) cannot support its own score: a
 * score is an average of how alike keywords are, so it cannot be higher than the closest pair the
 * heat map shows unless it comes from interests the explanation leaves out. Null when it can.
 */
export function unsupportedScoreNote(similarity: UserSimilarity, otherName: string): string | null {
  const value = scoreNumber(similarity.score);
  if (value === null) return null;
  const pairs = Object.values(similarity.heat_map_data).flatMap((row) => Object.values(row));
  if (pairs.length === 0) return null;
  const closest = Math.max(...pairs);
  // the heat map is rounded to two decimals
  if (closest * 100 + 1 >= Number(value)) return null;
  const { user_1, user_2 } = similarity.venn_chart_data.similar_interests;
  const noPartners = Object.keys(user_1).length === 0 && Object.keys(user_2).length === 0;
  const shown = `${closest.toFixed(2)} on a scale to 1`;
  const start = noPartners
    ? `Your top 5 interests and ${otherName}'s share no close keywords (the closest pair is ${shown}).`
    : `The closest pair of your top 5 interests and ${otherName}'s is ${shown}, less alike than the score says.`;
  return `${start} The score of ${value} % comes from the server comparing all of your interests with all of ${otherName}'s as a whole; these explanations show only the top 5 and cannot account for it.`;
}
