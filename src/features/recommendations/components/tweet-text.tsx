import { useState } from 'react';
import { cutText, textSegments } from '../lib/tweets';

/** Tweet text as text, with its http(s) links as anchors (never rendered as HTML); very long text is cut, in full on demand. */
export function TweetText({ text }: { text: string }) {
  const [full, setFull] = useState(false);
  const cut = cutText(text);
  const shown = full || cut === null ? text : cut;
  return (
    <p className="rima-tweet-text mb-2">
      {textSegments(shown).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
      {cut !== null ? (
        <>
          {' '}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" aria-expanded={full} onClick={() => setFull((value) => !value)}>
            {full ? 'Show less' : 'Show full text'}
          </button>
        </>
      ) : null}
    </p>
  );
}

/** Only https and inline image sources are shown as images. */
export function safeImageSource(src: string): string | null {
  return /^(https:\/\/|data:image\/)/i.test(src) ? src : null;
}
