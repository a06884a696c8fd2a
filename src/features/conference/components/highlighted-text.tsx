import { useState } from 'react';
import { cutText, splitOnTerm } from '../lib/highlight';

/** Text with every occurrence of the term marked; rendered as text nodes, never as HTML. */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitOnTerm(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

/** A long text cut to `max` characters with a button that shows the full text. */
export function ExpandableText({ text, term, max = 300 }: { text: string; term: string; max?: number }) {
  const [open, setOpen] = useState(false);
  const short = cutText(text, max);
  if (!short.cut) return <HighlightedText text={text} term={term} />;
  return (
    <>
      <HighlightedText text={open ? text : short.text} term={term} />{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Show less' : 'Show full abstract'}
      </button>
    </>
  );
}
