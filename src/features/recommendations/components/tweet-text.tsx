import { LongText } from '@/components/ui/long-text';
import { TEXT_LIMIT, textSegments } from '../lib/tweets';

/** Tweet text as text, with its http(s) links as anchors (never rendered as HTML); very long text is cut, in full on demand (the shared LongText). */
export function TweetText({ text, mentions = false }: { text: string; mentions?: boolean }) {
  return (
    <p className="rima-tweet-text mb-2">
      <LongText text={text} limit={TEXT_LIMIT} render={(shown) => <LinkedText text={shown} mentions={mentions} />} />
    </p>
  );
}

/** `text` as text nodes, its http(s) links as anchors. */
function LinkedText({ text, mentions }: { text: string; mentions: boolean }) {
  return (
    <>
      {textSegments(text, { mentions }).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** Only https and inline image sources are shown as images. */
export function safeImageSource(src: string): string | null {
  return /^(https:\/\/|data:image\/)/i.test(src) ? src : null;
}
