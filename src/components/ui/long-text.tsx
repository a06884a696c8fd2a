import { useState } from 'react';
import { cutText, SHORT_TEXT_LIMIT } from '@/lib/bounded';

/**
 * Server text cut for display, with the full text on demand (a "Show all" toggle). Rendered as
 * text, never as HTML.
 */
export function LongText({ text, limit = SHORT_TEXT_LIMIT }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const short = cutText(text, limit);
  if (!short.cut) return <span className="text-break">{text}</span>;
  return (
    <span className="text-break">
      {open ? text : short.text}{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Show less' : `Show all ${text.length.toLocaleString('en-US')} characters`}
      </button>
    </span>
  );
}
