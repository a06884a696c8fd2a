import { useMemo, type CSSProperties } from 'react';
import { LongText } from '@/components/ui/long-text';
import { highlight } from '@/lib/highlight';
import { ABSTRACT_LIMIT, MARK_THRESHOLD, percent, type KeyphraseMark } from '../lib/recommend';

/** The tip of a marked keyphrase (hover, focus). */
export function markTip(mark: KeyphraseMark | undefined): string {
  if (!mark || mark.similarity === null) return 'Added by you: not scored by the server';
  if (mark.interest === null) return `Similarity with your interests: ${percent(mark.similarity)}`;
  const below = mark.marked ? '' : ` (below ${MARK_THRESHOLD} %: not marked)`;
  return `Similarity with ${mark.interest}: ${percent(mark.similarity)}${below}`;
}

/** The legend of the marks, under every marked abstract. */
export const MARK_LEGEND = `Marked: keyphrases at least ${MARK_THRESHOLD} % similar to one of your interests, in the colour of the closest interest.`;

/**
 * The abstract as text with the keyphrases that reach MARK_THRESHOLD marked in the colour of the
 * interest each is most similar to, and the legend that says so; a mark says its similarity on hover
 * and on keyboard focus. Long abstracts are cut, the full
 * text on demand (the shared LongText), marked alike.
 */
export function HighlightedAbstract({ text, marks }: { text: string | null; marks: ReadonlyMap<string, KeyphraseMark> }) {
  const shown = useMemo(() => new Map([...marks].filter(([, mark]) => mark.marked)), [marks]);
  if (text === null || text.trim() === '') return <p className="text-muted fst-italic mb-2">No abstract available.</p>;
  return (
    <>
      <p className="rima-abstract text-break mb-1">
        <LongText text={text} limit={ABSTRACT_LIMIT} render={(part) => <MarkedText text={part} marks={shown} />} />
      </p>
      <p className="small text-muted mb-2">{MARK_LEGEND}</p>
    </>
  );
}

/** `text` with its keyphrases marked, as text nodes and <mark> elements. */
function MarkedText({ text, marks }: { text: string; marks: ReadonlyMap<string, KeyphraseMark> }) {
  const phrases = useMemo(() => [...marks.keys()], [marks]);
  const segments = useMemo(() => highlight(text, phrases), [text, phrases]);
  return (
    <>
      {segments.map((segment, index) => {
        if (!segment.match) return <span key={index}>{segment.text}</span>;
        const mark = segment.phrase === undefined ? undefined : marks.get(segment.phrase);
        const tip = markTip(mark);
        const color = mark?.color ?? null;
        return (
          <mark
            key={index}
            className={`rima-mark${color === null ? ' is-plain' : ''}`}
            style={color === null ? undefined : ({ '--rima-mark-color': color } as CSSProperties)}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that keyboard users get the similarity tip pointer users get on hover
            tabIndex={0}
            title={tip}
            data-tip={tip}
          >
            {segment.text}
            <span className="visually-hidden"> ({tip})</span>
          </mark>
        );
      })}
    </>
  );
}
