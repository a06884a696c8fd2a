import type { BlueskyPerson } from '@/api/user/standalone-bluesky';
import { formatCount } from '../lib/tweets';
import { PeopleGrid, PersonCard } from './people-grid';
import { safeImageSource, TweetText } from './tweet-text';

/** People on Bluesky the researcher's network follows, best match first: their description (as text), why, counts, a link to each profile. */
export function BlueskyPeopleList({ people }: { people: readonly BlueskyPerson[] }) {
  return <PeopleGrid people={people} card={(person) => <BlueskyPersonCard key={person.did} person={person} />} />;
}

function BlueskyPersonCard({ person }: { person: BlueskyPerson }) {
  const profile = /^https:\/\/bsky\.app\//.test(person.url) ? person.url : null;
  const counts = (
    <>
      {formatCount(person.followers_count)} followers · {formatCount(person.posts_count)} posts · followed by {formatCount(person.followed_by)}{' '}
      {person.followed_by === 1 ? 'account' : 'accounts'} you follow
    </>
  );
  return (
    <PersonCard avatar={person.avatar ? safeImageSource(person.avatar) : null} name={person.display_name} handle={person.handle} counts={counts}>
      {person.description ? <TweetText text={person.description} mentions /> : null}
      <p className="mb-1 small text-break">Why: {person.why}</p>
      {profile ? (
        <a className="small" href={profile} target="_blank" rel="noopener noreferrer">
          Open the profile on Bluesky<span className="visually-hidden"> of {person.display_name} (opens in a new tab)</span>
        </a>
      ) : null}
    </PersonCard>
  );
}
