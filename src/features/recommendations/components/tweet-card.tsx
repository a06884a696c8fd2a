import { useEffect, useRef } from 'react';
import type { RecommendedTweet } from '@/api/user/schemas';
import { TWITTER, type SocialNetwork } from '@/config/social';
import { colorName, type Tag } from '../lib/tags';
import { formatCount, formatScore } from '../lib/tweets';
import { RemovalOverlay } from './removal-overlay';
import { safeImageSource, TweetText } from './tweet-text';
import { BusyButton } from '@/components/ui/busy-button';
import { cutText } from '@/lib/bounded';
import { blueskyPostUri } from '@/lib/bluesky-handle';
import { formatDateTime } from '@/lib/date-format';

const MAX_MEDIA = 4;

type TweetCardProps = {
  tweet: RecommendedTweet;
  tag: Tag;
  saved: boolean;
  saving: boolean;
  /** seconds left of a running Hide/Delete countdown */
  secondsLeft: number | undefined;
  onSave: () => void;
  onHide: () => void;
  onDelete: () => void;
  onUndo: () => void;
  onWhy: () => void;
  /** the build's words: Twitter's (as the spec says) or Bluesky's (the standalone build, every account) */
  network?: SocialNetwork;
};

/** A post's images (at most MAX_MEDIA), each with its alt text or, where it has none, what it is. */
function PostMedia({ tweet, bluesky, network }: { tweet: RecommendedTweet; bluesky: boolean; network: SocialNetwork }) {
  const author = tweet.user.name;
  const media = (tweet.media ?? []).flatMap((item) => {
    const src = safeImageSource(item.media_url_https);
    return src ? [{ src, alt: typeof item.alt === 'string' ? item.alt.trim() : '' }] : [];
  });
  if (media.length === 0) return null;
  return (
    <div className="rima-tweet-media mb-2">
      {media.slice(0, MAX_MEDIA).map(({ src, alt }, index) => (
        <img
          key={index}
          src={src}
          alt={bluesky ? alt || `Image ${index + 1} of the ${network.post} by ${author} (no description given)` : `Media ${index + 1} of the ${network.post} by ${author}`}
          className="img-fluid rounded"
          loading="lazy"
        />
      ))}
    </div>
  );
}

/** The card's tag (its colour named for screen readers), reposts, similarity and a link to the post on Bluesky. */
function TagLine({ tweet, tag, postUrl, network }: { tweet: RecommendedTweet; tag: Tag; postUrl: string | null; network: SocialNetwork }) {
  return (
    <p className="small mb-2 d-flex flex-wrap gap-2 align-items-center">
      <span className="rima-tag-label" style={{ borderColor: tag.color }}>
        <span className="rima-tag-swatch" style={{ backgroundColor: tag.color }} aria-hidden="true" />
        Tag: {tag.text}
        <span className="visually-hidden"> ({colorName(tag.color)})</span>
      </span>
      <span>
        {formatCount(tweet.retweet_count)} {network.reposts}
      </span>
      <span>Similarity {formatScore(tweet.score)}</span>
      {postUrl ? (
        <a href={postUrl} target="_blank" rel="noopener noreferrer">
          Open the post on Bluesky<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </p>
  );
}

/** A recommended tweet, bordered in its tag's colour and naming the tag. */
export function TweetCard({ tweet, tag, saved, saving, secondsLeft, onSave, onHide, onDelete, onUndo, onWhy, network = TWITTER }: TweetCardProps) {
  const { user } = tweet;
  // the card's shape follows the item (a Bluesky post or a tweet), its words follow the build
  const bluesky = blueskyPostUri(tweet.id_str) !== null;
  const postUrl = bluesky && tweet.url && /^https:\/\/bsky\.app\//.test(tweet.url) ? tweet.url : null;
  const time = Date.parse(tweet.created_at);
  const avatar = safeImageSource(user.profile_image_url_https);
  const headingId = `tweet-${tweet.id_str}`;
  const removeRef = useRef<HTMLButtonElement>(null);
  const savingHere = useRef(false);
  const wasPending = useRef(false);

  useEffect(() => {
    // after Save, focus lands on the Delete that replaced it
    if (saved && savingHere.current) removeRef.current?.focus();
    if (saved) savingHere.current = false;
  }, [saved]);

  useEffect(() => {
    // after Undo, focus returns to the button that started the countdown
    if (secondsLeft === undefined && wasPending.current) removeRef.current?.focus();
    wasPending.current = secondsLeft !== undefined;
  }, [secondsLeft]);

  return (
    <article className="card rima-tweet shadow-sm" style={{ borderColor: tag.color }} aria-labelledby={headingId}>
      <div className="card-body" inert={secondsLeft !== undefined}>
        <header className="d-flex align-items-start gap-2 mb-2">
          {avatar ? <img src={avatar} alt="" width={48} height={48} className="rounded-circle flex-shrink-0" /> : null}
          <div className="min-w-0">
            <h3 className="h6 mb-0 text-break" id={headingId}>
              {user.name}
            </h3>
            <p className="mb-0 small text-muted text-break">@{user.screen_name}</p>
            {bluesky ? (
              Number.isNaN(time) ? null : <p className="mb-0 small text-muted">{formatDateTime(time, { utc: true })}</p>
            ) : (
              <p className="mb-0 small text-muted">
                {formatCount(user.followers_count)} followers · {formatCount(user.statuses_count)} {network.posts}
              </p>
            )}
          </div>
        </header>
        <TweetText text={tweet.full_text} mentions={bluesky} />
        <PostMedia tweet={tweet} bluesky={bluesky} network={network} />
        <TagLine tweet={tweet} tag={tag} postUrl={postUrl} network={network} />
        <div className="d-flex flex-wrap gap-2">
          {saved ? (
            <button type="button" className="btn btn-sm btn-outline-danger" ref={removeRef} onClick={onDelete} aria-label={`Delete the saved ${network.post} by ${user.name}`}>
              Delete
            </button>
          ) : (
            <>
              <BusyButton className="btn btn-sm btn-primary" onClick={() => {
                  savingHere.current = true;
                  onSave();
                }}
                busy={saving} spinnerClassName="me-1" aria-label={`Save the ${network.post} by ${user.name}`}>
                Save
              </BusyButton>
              <button type="button" className="btn btn-sm btn-outline-secondary" ref={removeRef} onClick={onHide} aria-label={`Hide the ${network.post} by ${user.name}`}>
                Hide
              </button>
            </>
          )}
          <button type="button" className="btn btn-sm btn-link ms-auto" onClick={onWhy}>
            Why this {network.post}?
            {/* which tweet, for a screen reader's list of buttons; the visible words stay at the start of the name */}
            <span className="visually-hidden"> ({user.name}: {cutText(tweet.full_text, 40).text})</span>
          </button>
        </div>
      </div>
      {secondsLeft !== undefined ? <RemovalOverlay secondsLeft={secondsLeft} onUndo={onUndo} label={`${network.post} by ${user.name}`} network={network} /> : null}
    </article>
  );
}
