import { useState, type ReactNode } from 'react';
import { cutText, SHORT_TEXT_LIMIT } from '@/lib/bounded';

/** The visible part as it is: text. */
const asText = (visible: string): ReactNode => visible;

/**
 * Server text cut for display, with the full text on demand (a "Show all N characters" toggle). The
 * one way the app cuts long text: `render` draws the visible part (the cut text, then the full text)
 * where it is more than text, such as marked search terms or links, and must render it as text
 * nodes and elements, never as HTML. `whole` names what the toggle shows where a count of
 * characters says nothing useful: a paper's title reads "Show the whole title".
 */
export function LongText({ text, limit = SHORT_TEXT_LIMIT, render = asText, whole }: { text: string; limit?: number; render?: (visible: string) => ReactNode; whole?: string }) {
  const [open, setOpen] = useState(false);
  const short = cutText(text, limit, { atWord: true });
  if (!short.cut) return <span className="text-break">{render(text)}</span>;
  return (
    <span className="text-break">
      {render(open ? text : short.text)}{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Show less' : whole ? `Show the whole ${whole}` : `Show all ${text.length.toLocaleString('en-US')} characters`}
      </button>
    </span>
  );
}
