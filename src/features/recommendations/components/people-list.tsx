import { TWITTER, type SocialNetwork } from '@/config/social';
import { colorName } from '../lib/tags';
import { formatCount, type Person } from '../lib/tweets';
import { PeopleGrid, PersonCard } from './people-grid';
import { safeImageSource } from './tweet-text';

/** The distinct authors of the recommended tweets, with the tags they matched, in the build's words (`network`). */
export function PeopleList({ people, network = TWITTER }: { people: readonly Person[]; network?: SocialNetwork }) {
  return (
    <PeopleGrid
      people={people}
      card={(person) => (
        <PersonCard
          key={person.id}
          avatar={safeImageSource(person.avatar)}
          name={person.name}
          handle={person.screenName}
          counts={`${formatCount(person.followers)} followers · ${formatCount(person.statuses)} ${network.posts}`}
        >
          <p className="mb-0 small d-flex flex-wrap gap-1 align-items-center">
            <span>Matched:</span>
            {person.tags.map((tag) => (
              <span key={tag.id} className="rima-tag-label" style={{ borderColor: tag.color }}>
                <span className="rima-tag-swatch" style={{ backgroundColor: tag.color }} aria-hidden="true" />
                {tag.text}
                <span className="visually-hidden"> ({colorName(tag.color)})</span>
              </span>
            ))}
          </p>
        </PersonCard>
      )}
    />
  );
}
