import { getScholarAuthor } from '@/api/user/standalone-import';
import { isApiError } from '@/lib/api-error';
import { parseAuthorId } from '@/lib/identity';
import type { ScholarCheck } from '../components/scholar-id-check';

/**
 * The standalone build's look-up of a Semantic Scholar author id at registration, loaded on the first
 * check (leaving the field, or the submit): the page's first load carries only the check's state.
 */

const detailOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : null;

/** Asks the built-in backend (which asks Semantic Scholar) who the author of `value` is; idle for no id or an id the form refuses. */
export async function lookUpScholarId(value: string, signal: AbortSignal, checking: () => void): Promise<ScholarCheck> {
  const parsed = parseAuthorId(value);
  if (!parsed.ok || parsed.value === '') return { status: 'idle' };
  const id = parsed.value;
  checking();
  try {
    const author = await getScholarAuthor(id, signal);
    return { status: 'found', value, name: author.name, url: author.url, paperCount: author.paper_count, affiliations: author.affiliations };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'unknown', value, message: detailOf(error.body) ?? `Semantic Scholar has no author with id ${id}` };
    const why = isApiError(error) ? detailOf(error.body) : null;
    return { status: 'unchecked', value, message: `${why ?? 'Semantic Scholar could not be reached.'} The id could not be checked; you can register anyway.` };
  }
}
