import { textSegments } from '../lib/tweets';

/** Tweet text as text, with its http(s) links as anchors (never rendered as HTML). */
export function TweetText({ text }: { text: string }) {
  return (
    <p className="rima-tweet-text mb-2">
      {textSegments(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

/** Only https and inline image sources are shown as images. */
export function safeImageSource(src: string): string | null {
  return /^(https:\/\/|data:image\/)/i.test(src) ? src : null;
}
