import { isApiError } from '@/lib/api-error';

export type KeywordScore = { keyword: string; score: number };

/**
 * keyword -> score, highest score first; equal scores keep the server's (rank) order. At most
 * `limit` keywords (the count the user asked for), whatever the server sends.
 */
export function sortKeywords(result: Record<string, number>, limit = Infinity): KeywordScore[] {
  return Object.entries(result)
    .filter(([keyword, score]) => keyword.trim() !== '' && Number.isFinite(score))
    .map(([keyword, score]) => ({ keyword, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

export const EXTRACTION_FAILED_TEXT =
  'The server failed to extract keywords from this text (it also fails this way when nothing in the text can be kept). Try another algorithm, or switch off the Wikipedia filter.';
/** The same, with the Wikipedia filter already off: only another algorithm is left to try. */
export const EXTRACTION_FAILED_UNFILTERED_TEXT =
  'The server failed to extract keywords from this text (it also fails this way when nothing in the text can be kept). Try another algorithm or a longer text.';

/**
 * What the extraction says for a failed request. The real server answers a crash (an algorithm's
 * model missing, the Wikipedia look-up failing) and "nothing extracted" alike, with an HTML 500
 * (api-contract 5.1): that is a failure, never "No Keywords Found", and another algorithm may work.
 * Any other failure says what the demo card says for every failed request: `errorText`, its action's
 * words (a 400's field message, otherwise the cause: useAction's errorText).
 */
export function extractionErrorText(error: unknown, errorText: string, wikiFilter: boolean): string {
  if (isApiError(error) && error.kind === 'http' && error.status !== null && error.status >= 500) return wikiFilter ? EXTRACTION_FAILED_TEXT : EXTRACTION_FAILED_UNFILTERED_TEXT;
  return errorText;
}

/** What a screen reader hears when an extraction finishes: "3 keywords found", "No keywords found". */
export function extractionSummary(count: number): string {
  if (count === 0) return 'No keywords found';
  return `${count} keyword${count === 1 ? '' : 's'} found`;
}
