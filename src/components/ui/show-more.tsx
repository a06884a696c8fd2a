import { useState } from 'react';

/** Items a long list adds per press of Show more, unless the list says otherwise. */
export const SHOW_MORE_PAGE = 20;

/** How many items of a long list are shown; grows by one page at a time. */
export function useShownCount(pageSize: number = SHOW_MORE_PAGE) {
  const [count, setCount] = useState(pageSize);
  return { count, more: () => setCount((current) => current + pageSize) };
}

/** 'Showing N of M' with a Show more button when the list is longer than what is shown. */
export function ShowMore({ shown, total, onMore, noun }: { shown: number; total: number; onMore: () => void; noun: string }) {
  if (total <= shown) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
      <span className="text-muted small">
        Showing {shown} of {total} {noun}
      </span>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onMore}>
        Show more {noun}
      </button>
    </div>
  );
}
