import type { MouseEvent } from 'react';

export const MAIN_ID = 'rima-main';

/** "Skip to content": the first stop of every layout, moves focus to the page's main landmark. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // focus main without adding a hash to the address (the router owns the URL)
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a href={`#${MAIN_ID}`} className="visually-hidden-focusable rima-skip-link" onClick={skip}>
      Skip to content
    </a>
  );
}
