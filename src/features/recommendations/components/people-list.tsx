import { TWITTER, type SocialNetwork } from '@/config/social';
import { colorName } from '../lib/tags';
import { formatCount, type Person } from '../lib/tweets';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { safeImageSource } from './tweet-text';

/** The distinct authors of the recommended tweets, with the tags they matched, in the build's words (`network`). */
export function PeopleList({ people, network = TWITTER }: { people: readonly Person[]; network?: SocialNetwork }) {
  const { count, more } = useShownCount();
  return (
    <>
      <ul className="rima-card-grid list-unstyled mb-0" aria-label="People">
        {people.slice(0, count).map((person) => {
          const avatar = safeImageSource(person.avatar);
          return (
            <li key={person.id} className="card shadow-sm">
              <div className="card-body d-flex gap-2">
                {avatar ? <img src={avatar} alt="" width={48} height={48} className="rounded-circle flex-shrink-0" /> : null}
                <div className="min-w-0">
                  <h3 className="h6 mb-0 text-break">{person.name}</h3>
                  <p className="mb-0 small text-muted text-break">@{person.screenName}</p>
                  <p className="mb-1 small text-muted">
                    {formatCount(person.followers)} followers · {formatCount(person.statuses)} {network.posts}
                  </p>
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
