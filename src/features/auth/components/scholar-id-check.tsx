import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { STANDALONE_UI, useDemoBackend } from '@/lib/demo-mode';

/**
 * The standalone build's check of the Semantic Scholar author id at registration: when the user
 * leaves the field or submits, the built-in backend asks Semantic Scholar who the id is ("Lena
 * Hoffmann · 42 papers · University of X: is this you?"). An unknown id is said at the field and
 * stops the registration; when Semantic Scholar cannot be asked, the form says so and lets the user
 * register anyway. Against a RIMA server nothing is checked. The look-up itself (the id's parser and
 * the request) loads on the first check: lib/scholar-lookup.ts.
 */
const lookup = () => import('../lib/scholar-lookup');
type ScholarChecker = ReturnType<Awaited<ReturnType<typeof lookup>>['createScholarChecker']>;

/** A check's state, for the field's text (`value`) it was made for. */
export type ScholarCheck =
  | { status: 'idle' }
  | { status: 'checking'; value: string }
  /** `details`: what follows the author's linked name, such as " · 42 papers · University of X" */
  | { status: 'found'; value: string; name: string; url: string; details: string }
  | { status: 'unknown'; value: string; message: string }
  | { status: 'unchecked'; value: string; message: string };

const IDLE: ScholarCheck = { status: 'idle' };

type ScholarIdCheck = {
  state: ScholarCheck;
  /** on blur */
  check: () => void;
  /** on submit: false when the id is unknown to Semantic Scholar (the field then says so) */
  confirm: () => Promise<boolean>;
  /** the message the field shows as its error */
  fieldError: string | undefined;
};

/** A build made for a backend checks nothing (and leaves the check's code out). */
const NO_CHECK: ScholarIdCheck = { state: IDLE, check: () => undefined, confirm: () => Promise.resolve(true), fieldError: undefined };

/**
 * The check of `value` (an id or a pasted author page address). `check()` runs it (on blur) and
 * `confirm()` (on submit) resolves to false only when Semantic Scholar does not know the id.
 */
export const useScholarIdCheck: (value: string) => ScholarIdCheck = STANDALONE_UI ? useStandaloneCheck : () => NO_CHECK;

function useStandaloneCheck(value: string): ScholarIdCheck {
  const standalone = useDemoBackend() !== null;
  const [state, setState] = useState<ScholarCheck>(IDLE);
  const checker = useRef<Promise<ScholarChecker> | null>(null);

  useEffect(() => () => void checker.current?.then((loaded) => loaded.stop(), () => undefined), []);

  const run = async (): Promise<ScholarCheck> => {
    if (!standalone || value.trim() === '') return IDLE;
    checker.current ??= lookup().then((module) => module.createScholarChecker(setState));
    try {
      return await (await checker.current).run(value);
    } catch {
      // the look-up's code did not load: asked again at the next blur or submit
      checker.current = null;
      const result: ScholarCheck = { status: 'unchecked', value, message: 'The check of the id could not load. The id could not be checked; you can register anyway.' };
      setState(result);
      return result;
    }
  };

  const current: ScholarCheck = state.status !== 'idle' && state.value === value ? state : IDLE;
  return {
    state: current,
    check: () => void run(),
    confirm: async () => (await run()).status !== 'unknown',
    fieldError: current.status === 'unknown' ? current.message : undefined,
  };
}

/** What the check found, under the field (announced politely). */
export function ScholarIdCheckResult({ state }: { state: ScholarCheck }) {
  if (!STANDALONE_UI) return null;
  return (
    <div aria-live="polite" className="small">
      {state.status === 'checking' ? <Spinner label="Checking the id with Semantic Scholar…" small /> : null}
      {state.status === 'found' ? (
        <p className="mb-3">
          <a href={state.url} target="_blank" rel="noreferrer">
            {state.name}
          </a>
          {state.details}: is this you?
        </p>
      ) : null}
      {state.status === 'unchecked' ? <p className="mb-3 text-warning-emphasis">{state.message}</p> : null}
    </div>
  );
}

/** The standalone build's one sentence of what leaves the browser, and to whom (docs/built-in-backend.md, What is sent where). */
export function WhatIsSent() {
  return STANDALONE_UI ? <WhatLeavesTheBrowser /> : null;
}

function WhatLeavesTheBrowser() {
  if (useDemoBackend() === null) return null;
  return <p className="small text-muted">Only this leaves your browser: your Semantic Scholar author id and top five interests go to Semantic Scholar, your Bluesky handle to Bluesky, keyphrases and titles to Wikipedia, and DOIs of LAK papers to OpenAlex and Semantic Scholar.</p>;
}
