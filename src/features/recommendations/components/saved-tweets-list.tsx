import type { SavedRecommendation } from '../lib/tweets';
import { RemovalOverlay } from './removal-overlay';
import { ShowMore, useShownCount } from './show-more';
import { TweetText } from './tweet-text';

type Props = {
  tweets: readonly SavedRecommendation[];
  pending: Readonly<Record<string, number>>;
  onDelete: (idStr: string) => void;
  onUndo: (idStr: string) => void;
};

/** Saved recommendations, each with Delete (countdown, then the server forgets it). */
export function SavedTweetsList({ tweets, pending, onDelete, onUndo }: Props) {
  const { count, more } = useShownCount();
  return (
    <>
      <ul className="rima-card-grid list-unstyled mb-0" aria-label="Saved tweets">
        {tweets.slice(0, count).map((tweet) => {
          const secondsLeft = pending[tweet.id_str];
          return (
            <li key={tweet.id_str} className="card rima-tweet shadow-sm" data-tweet-id={tweet.id_str}>
              <div className="card-body" inert={secondsLeft !== undefined}>
                <h3 className="h6 mb-2 text-break">@{tweet.screen_name}</h3>
                <TweetText text={tweet.full_text} />
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => onDelete(tweet.id_str)}
                  aria-label={`Delete the saved tweet by @${tweet.screen_name}`}
                >
                  Delete
                </button>
              </div>
              {secondsLeft !== undefined ? (
                <RemovalOverlay secondsLeft={secondsLeft} onUndo={() => onUndo(tweet.id_str)} label={`saved tweet by @${tweet.screen_name}`} />
              ) : null}
            </li>
          );
        })}
      </ul>
      <ShowMore shown={Math.min(count, tweets.length)} total={tweets.length} onMore={more} noun="saved tweets" />
    </>
  );
}
