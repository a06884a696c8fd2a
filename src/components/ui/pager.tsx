import { showingText } from '@/lib/bounded';
import { BusyButton } from './busy-button';

type PagerProps = {
  /** 0-based */
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
  /** what the list holds, e.g. "keywords" */
  noun: string;
  onPage: (page: number) => void;
  /** names the pager for assistive technology, e.g. "Interest pages" */
  label: string;
};

/** "Showing 1–50 of 10,000 keywords" with Previous and Next; nothing but the count when one page holds all. */
export function Pager({ page, pages, first, last, total, noun, onPage, label }: PagerProps) {
  const text = showingText(first, last, total, noun);
  if (pages <= 1) return null;
  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 my-2" aria-label={label}>
      <p className="small text-muted mb-0 me-auto" aria-live="polite">
        {text}
      </p>
      <BusyButton className="btn btn-sm btn-outline-secondary" unavailable={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </BusyButton>
      <span className="small text-muted">
        Page {page + 1} of {pages}
      </span>
      <BusyButton className="btn btn-sm btn-outline-secondary" unavailable={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </BusyButton>
    </nav>
  );
}
