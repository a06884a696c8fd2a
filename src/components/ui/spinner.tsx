import type { CSSProperties } from 'react';

/**
 * Height (px) a loading state keeps free for what it waits for, so the page does not jump when it
 * arrives: one height, or [below, from] Bootstrap's lg breakpoint (992 px), where side-by-side columns
 * stack on a narrow screen.
 */
export type Reserve = number | readonly [narrow: number, wide: number];

function reserveStyle(reserve: Reserve | undefined): CSSProperties | undefined {
  if (reserve === undefined) return undefined;
  const [narrow, wide] = typeof reserve === 'number' ? [reserve, reserve] : reserve;
  return { '--rima-reserve-narrow': `${narrow}px`, '--rima-reserve-wide': `${wide}px` } as CSSProperties;
}

/** Loading indicator with an accessible name; `reserve` holds the room of what is loading. */
export function Spinner({ label = 'Loading…', small = false, reserve }: { label?: string; small?: boolean; reserve?: Reserve }) {
  return (
    <div
      className={`${small ? 'd-inline-flex align-items-center' : 'd-flex justify-content-center align-items-center py-4'}${reserve === undefined ? '' : ' rima-reserve'}`}
      style={reserveStyle(reserve)}
      role="status"
      aria-live="polite"
    >
      <span className={`spinner-border text-primary${small ? ' spinner-border-sm' : ''}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
