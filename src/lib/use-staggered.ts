import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts of a screen to draw: one more after each commit, each in a background
 * render of its own, so that a screen of several charts arriving at once is committed chart by chart
 * (React commits a render in one task, which a page of charts makes long) instead of all in one task.
 * A new `key` (a new answer) starts again from the first part.
 */
export function useStaggered(count: number, key: unknown): number {
  const [shown, setShown] = useState({ key, count: 1 });
  const current = shown.key === key ? shown.count : 1;
  useEffect(() => {
    if (current >= count) return;
    startTransition(() => setShown({ key, count: current + 1 }));
  }, [current, count, key]);
  return Math.min(current, count);
}
