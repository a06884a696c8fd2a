import type { RecommendedTweet } from '@/api/user/schemas';
import { TWITTER, type SocialNetwork } from '@/config/social';
import { blueskyPostUri, blueskyPostUrl } from '@/lib/bluesky-handle';
import type { SavedRecommendation } from '../lib/tweets';
import { RemovalOverlay } from './removal-overlay';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { safeImageSource, TweetText } from './tweet-text';

type Props = {
  tweets: readonly SavedRecommendation[];
  pending: Readonly<Record<string, number>>;
  /** the recommended tweets on screen: the server keeps no author or media of a saved tweet, these may know them */
  known: ReadonlyMap<string, RecommendedTweet>;
  onDelete: (idStr: string) => void;
  onUndo: (idStr: string) => void;
  network?: SocialNetwork;
};

/** Saved recommendations, each with Delete (countdown, then the server forgets it). */
export function SavedTweetsList({ tweets, pending, known, onDelete, onUndo, network = TWITTER }: Props) {
  const { count, more } = useShownCount();
  return (
    <>
      <ul className="rima-card-grid list-unstyled mb-0" aria-label={`Saved ${network.posts}`}>
        {tweets.slice(0, count).map((tweet) => {
          const secondsLeft = pending[tweet.id_str];
          // a Bluesky post links to itself and its mentions; the words follow the build
          const uri = blueskyPostUri(tweet.id_str);
          const postUrl = uri ? blueskyPostUrl(uri, tweet.screen_name) : null;
          const full = known.get(tweet.id_str);
          const avatar = full ? safeImageSource(full.user.profile_image_url_https) : null;
          const media = full?.media?.flatMap((item) => {
            const src = safeImageSource(item.media_url_https);
            return src ? [src] : [];
          });
          return (
            <li key={tweet.id_str} className="card rima-tweet shadow-sm" data-tweet-id={tweet.id_str}>
              <div className="card-body" inert={secondsLeft !== undefined}>
                <header className="d-flex align-items-center gap-2 mb-2">
                  {avatar ? <img src={avatar} alt="" width={40} height={40} className="rounded-circle flex-shrink-0" /> : null}
                  <div className="min-w-0">
                    <h3 className="h6 mb-0 text-break">@{tweet.screen_name}</h3>
                    {full ? <p className="mb-0 small text-muted text-break">{full.user.name}</p> : null}
                  </div>
                </header>
                <TweetText text={tweet.full_text} mentions={uri !== null} />
                {media && media.length > 0 ? (
                  <div className="rima-tweet-media mb-2">
                    {media.slice(0, 4).map((src, index) => (
                      <img key={index} src={src} alt={`Media ${index + 1} of the saved ${network.post} by @${tweet.screen_name}`} className="img-fluid rounded" loading="lazy" />
                    ))}
                  </div>
                ) : null}
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => onDelete(tweet.id_str)}
                    aria-label={`Delete the saved ${network.post} by @${tweet.screen_name}`}
                  >
                    Delete
                  </button>
                  {postUrl ? (
                    <a className="small" href={postUrl} target="_blank" rel="noopener noreferrer">
                      Open the post on Bluesky<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : null}
                </div>
              </div>
              {secondsLeft !== undefined ? (
                <RemovalOverlay secondsLeft={secondsLeft} onUndo={() => onUndo(tweet.id_str)} label={`saved ${network.post} by @${tweet.screen_name}`} network={network} />
              ) : null}
            </li>
          );
        })}
      </ul>
      <ShowMore shown={Math.min(count, tweets.length)} total={tweets.length} onMore={more} noun={`saved ${network.posts}`} />
    </>
  );
}
