import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { Spinner } from '@/components/ui/spinner';
import { useDemoBackend } from '@/lib/demo-mode';
import { parseAuthorId } from '@/lib/identity';

/**
 * The standalone build's check of the Semantic Scholar author id at registration: when the user
 * leaves the field or submits, the built-in backend asks Semantic Scholar who the id is ("Lena
 * Hoffmann · 42 papers · University of X: is this you?"). An unknown id is said at the field and
 * stops the registration; when Semantic Scholar cannot be asked, the form says so and lets the user
 * register anyway. Against a RIMA server nothing is checked.
 */
const standaloneApi = () => import('@/api/user/standalone-import');

export type ScholarCheck =
  | { status: 'idle' }
  | { status: 'checking'; id: string }
  | { status: 'found'; id: string; name: string; url: string; paperCount: number | null; affiliations: string[] }
  | { status: 'unknown'; id: string; message: string }
  | { status: 'unchecked'; id: string; message: string };

const detailOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string' ? body.detail : null;

async function askSemanticScholar(id: string, signal: AbortSignal): Promise<ScholarCheck> {
  try {
    const author = await (await standaloneApi()).getScholarAuthor(id, signal);
    return { status: 'found', id, name: author.name, url: author.url, paperCount: author.paper_count, affiliations: author.affiliations };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'unknown', id, message: detailOf(error.body) ?? `Semantic Scholar has no author with id ${id}` };
    const why = isApiError(error) ? detailOf(error.body) : null;
    return { status: 'unchecked', id, message: `${why ?? 'Semantic Scholar could not be reached.'} The id could not be checked; you can register anyway.` };
  }
}

/**
 * The check of `value` (an id or a pasted author page address). `check()` runs it (on blur) and
 * `confirm()` (on submit) resolves to false only when Semantic Scholar does not know the id.
 */
export function useScholarIdCheck(value: string) {
  const standalone = useDemoBackend() !== null;
  const [state, setState] = useState<ScholarCheck>({ status: 'idle' });
  const pending = useRef<{ id: string; promise: Promise<ScholarCheck>; controller: AbortController } | null>(null);
  const parsed = parseAuthorId(value);
  const id = parsed.ok ? parsed.value : '';

  useEffect(() => () => pending.current?.controller.abort(), []);

  const run = useCallback(async (): Promise<ScholarCheck> => {
    if (!standalone || id === '') return { status: 'idle' };
    if (pending.current?.id === id) return pending.current.promise;
    pending.current?.controller.abort();
    const controller = new AbortController();
    setState({ status: 'checking', id });
    const promise = askSemanticScholar(id, controller.signal).then((result) => {
      if (!controller.signal.aborted) setState(result);
      // an id that could not be checked is asked again at the next blur or submit
      if (result.status === 'unchecked' && pending.current?.controller === controller) pending.current = null;
      return result;
    });
    pending.current = { id, promise, controller };
    return promise;
  }, [id, standalone]);

  const current: ScholarCheck = state.status !== 'idle' && state.id === id ? state : { status: 'idle' };
  return {
    state: current,
    /** on blur */
    check: () => void run(),
    /** on submit: false when the id is unknown to Semantic Scholar (the field then says so) */
    confirm: async () => (await run()).status !== 'unknown',
    /** the message the field shows as its error */
    fieldError: current.status === 'unknown' ? current.message : undefined,
  };
}

const plural = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'paper' : 'papers'}`;

/** What the check found, under the field (announced politely). */
export function ScholarIdCheckResult({ state }: { state: ScholarCheck }) {
  return (
    <div aria-live="polite" className="small">
      {state.status === 'checking' ? <Spinner label="Checking the id with Semantic Scholar…" small /> : null}
      {state.status === 'found' ? (
        <p className="mb-3">
          <a href={state.url} target="_blank" rel="noreferrer">
            {state.name}
          </a>
          {state.paperCount !== null ? ` · ${plural(state.paperCount)}` : ''}
          {state.affiliations.length > 0 ? ` · ${state.affiliations.join(', ')}` : ''}: is this you?
        </p>
      ) : null}
      {state.status === 'unchecked' ? <p className="mb-3 text-warning-emphasis">{state.message}</p> : null}
    </div>
  );
}

/** The standalone build's one sentence of what leaves the browser, and to whom (README, What is sent where). */
export function WhatIsSent() {
  if (useDemoBackend() === null) return null;
  return <p className="small text-muted">Only this leaves your browser: your Semantic Scholar author id and top five interests go to Semantic Scholar, your Bluesky handle to Bluesky, keyphrases and titles to Wikipedia, and DOIs of LAK papers to OpenAlex and Semantic Scholar.</p>;
}
