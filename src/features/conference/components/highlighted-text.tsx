import { splitOnTerm } from '../lib/highlight';

/** Text with every occurrence of the term marked; rendered as text nodes, never as HTML. */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitOnTerm(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}
