import type { BlueskyPerson } from '@/api/user/standalone-bluesky';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { formatCount } from '../lib/tweets';
import { safeImageSource, TweetText } from './tweet-text';

/** People on Bluesky the researcher's network follows, best match first: their description (as text), why, counts, a link to each profile. */
export function BlueskyPeopleList({ people }: { people: readonly BlueskyPerson[] }) {
  const { count, more } = useShownCount();
  return (
    <>
      <ul className="rima-card-grid list-unstyled mb-0" aria-label="People">
        {people.slice(0, count).map((person) => {
          const avatar = person.avatar ? safeImageSource(person.avatar) : null;
          const profile = /^https:\/\/bsky\.app\//.test(person.url) ? person.url : null;
          return (
            <li key={person.did} className="card shadow-sm">
              <div className="card-body d-flex gap-2">
                {avatar ? <img src={avatar} alt="" width={48} height={48} className="rounded-circle flex-shrink-0" /> : null}
                <div className="min-w-0">
                  <h3 className="h6 mb-0 text-break">{person.display_name}</h3>
                  <p className="mb-0 small text-muted text-break">@{person.handle}</p>
                  <p className="mb-1 small text-muted">
                    {formatCount(person.followers_count)} followers · {formatCount(person.posts_count)} posts · followed by {formatCount(person.followed_by)}{' '}
                    {person.followed_by === 1 ? 'account' : 'accounts'} you follow
                  </p>
                  {person.description ? <TweetText text={person.description} mentions /> : null}
                  <p className="mb-1 small text-break">Why: {person.why}</p>
                  {profile ? (
                    <a className="small" href={profile} target="_blank" rel="noopener noreferrer">
                      Open the profile on Bluesky<span className="visually-hidden"> of {person.display_name} (opens in a new tab)</span>
                    </a>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <ShowMore shown={Math.min(count, people.length)} total={people.length} onMore={more} noun="people" />
    </>
  );
}
