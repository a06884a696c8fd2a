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

const plural = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'paper' : 'papers'}`;

/** Asks the built-in backend (which asks Semantic Scholar) who the author of `value` is; idle for no id or an id the form refuses. */
async function lookUpScholarId(value: string, signal: AbortSignal, checking: () => void): Promise<ScholarCheck> {
  const parsed = parseAuthorId(value);
  if (!parsed.ok || parsed.value === '') return { status: 'idle' };
  const id = parsed.value;
  checking();
  try {
    const author = await getScholarAuthor(id, signal);
    const papers = author.paper_count === null ? '' : ` · ${plural(author.paper_count)}`;
    const affiliations = author.affiliations.length > 0 ? ` · ${author.affiliations.join(', ')}` : '';
    return { status: 'found', value, name: author.name, url: author.url, details: `${papers}${affiliations}` };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'unknown', value, message: detailOf(error.body) ?? `Semantic Scholar has no author with id ${id}` };
    const why = isApiError(error) ? detailOf(error.body) : null;
    return { status: 'unchecked', value, message: `${why ?? 'Semantic Scholar could not be reached.'} The id could not be checked; you can register anyway.` };
  }
}

/**
 * The registration form's checker: `run(value)` checks the field's text, once per text (the blur's
 * check answers the submit), showing its state through `show`; a newer text aborts the older check,
 * and an id that could not be checked is asked again. `stop()` aborts what is running (the page is left).
 */
export function createScholarChecker(show: (state: ScholarCheck) => void) {
  let pending: { value: string; promise: Promise<ScholarCheck>; controller: AbortController } | null = null;
  return {
    run(value: string): Promise<ScholarCheck> {
      if (pending?.value === value) return pending.promise;
      pending?.controller.abort();
      const controller = new AbortController();
      const promise = lookUpScholarId(value, controller.signal, () => {
        if (!controller.signal.aborted) show({ status: 'checking', value });
      }).then((result) => {
        if (!controller.signal.aborted) show(result);
        if (result.status === 'unchecked' && pending?.controller === controller) pending = null;
        return result;
      });
      pending = { value, promise, controller };
      return promise;
    },
    stop() {
      pending?.controller.abort();
    },
  };
}
