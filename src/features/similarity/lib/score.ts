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

/** Heading of the advanced explanation (spec 2): 'Score: N%'. */
export function scoreHeading(score: Score): string {
  const value = scoreNumber(score);
  return value === null ? 'Score: not available' : `Score: ${value}%`;
}

/** A user's name as shown: first and last name, or the email when both are blank. */
export function displayName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
