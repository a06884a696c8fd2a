import { useCallback, useEffect, useRef, useState } from 'react';

/** Hide/undo countdown: 10 seconds (spec section 9). */
export const UNDO_SECONDS = 10;

/**
 * Countdowns keyed by id: `start` shows N seconds left and ticks every second; at zero `onDone(id)`
 * runs; `cancel` (Undo) stops one. Every timer is cleared when the component using it unmounts,
 * so leaving the page completes nothing.
 */
export function useCountdowns(onDone: (id: string) => void, seconds: number = UNDO_SECONDS) {
  const [left, setLeft] = useState<Readonly<Record<string, number>>>({});
  const timers = useRef(new Map<string, number>());
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  const drop = useCallback((id: string) => {
    const handle = timers.current.get(id);
    if (handle !== undefined) window.clearInterval(handle);
    timers.current.delete(id);
    setLeft((previous) => {
      const next = { ...previous };
      delete next[id];
      return next;
    });
  }, []);

  const start = useCallback(
    (id: string) => {
      if (timers.current.has(id)) return;
      let remaining = seconds;
      setLeft((previous) => ({ ...previous, [id]: remaining }));
      const handle = window.setInterval(() => {
        remaining -= 1;
        if (remaining > 0) {
          setLeft((previous) => ({ ...previous, [id]: remaining }));
          return;
        }
        drop(id);
        onDoneRef.current(id);
      }, 1000);
      timers.current.set(id, handle);
    },
    [seconds, drop],
  );

  useEffect(() => {
    const running = timers.current;
    return () => {
      running.forEach((handle) => window.clearInterval(handle));
      running.clear();
    };
  }, []);

  return { left, start, cancel: drop };
}
