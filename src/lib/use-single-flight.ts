import { useCallback, useRef } from 'react';

/**
 * Runs one async action at a time: a call made while the previous one is still running is ignored,
 * so a double click on a submit button sends one request. The returned promise settles with the
 * action's result (or undefined when the call was ignored) and rejects when the action rejects.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await action();
    } finally {
      running.current = false;
    }
  }, []);
}
