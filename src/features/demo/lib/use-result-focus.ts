import { useEffect, useRef } from 'react';
import { announce } from '@/components/ui/announcer';

type Outcome<T> = { status: 'idle' | 'pending' | 'success' | 'error'; data: T | undefined; error: unknown };

/**
 * Focus follows the user to the outcome of a demo request: when it finishes, focus moves to the
 * element holding the result (or the error) and a success is announced politely in a sentence
 * ("3 keywords found"). Returns the ref for that element (give it tabIndex={-1}).
 */
export function useResultFocus<T, E extends HTMLElement = HTMLDivElement>(outcome: Outcome<T>, summary: (data: T) => string) {
  const ref = useRef<E>(null);
  const summaryRef = useRef(summary);
  useEffect(() => {
    summaryRef.current = summary;
  }, [summary]);
  const { status, data, error } = outcome;

  useEffect(() => {
    if (status === 'success' && data !== undefined) {
      ref.current?.focus();
      announce(summaryRef.current(data));
    } else if (status === 'error' && error) {
      // the error itself is a role="alert" message; focus goes there instead of staying on nothing
      ref.current?.focus();
    }
  }, [status, data, error]);

  return ref;
}
