import type { ReactNode } from 'react';
import { ShowMore, useShownCount } from '@/components/ui/show-more';

/** A list of people as cards, a page of them at a time with Show more; `card` draws one (a PersonCard). */
export function PeopleGrid<T>({ people, card }: { people: readonly T[]; card: (person: T) => ReactNode }) {
  const { count, more } = useShownCount();
  return (
    <>
      <ul className="rima-card-grid list-unstyled mb-0" aria-label="People">
        {people.slice(0, count).map(card)}
      </ul>
      <ShowMore shown={Math.min(count, people.length)} total={people.length} onMore={more} noun="people" />
    </>
  );
}

/**
 * One person of a people list: the avatar (a safe image address, or none), the name and handle as
 * text, a line of counts, then what the list adds (why, what matched, a link to the profile).
 */
export function PersonCard({ avatar, name, handle, counts, children }: { avatar: string | null; name: string; handle: string; counts: ReactNode; children: ReactNode }) {
  return (
    <li className="card shadow-sm">
      <div className="card-body d-flex gap-2">
        {avatar ? <img src={avatar} alt="" width={48} height={48} className="rounded-circle flex-shrink-0" /> : null}
        <div className="min-w-0">
          <h3 className="h6 mb-0 text-break">{name}</h3>
          <p className="mb-0 small text-muted text-break">@{handle}</p>
          <p className="mb-1 small text-muted">{counts}</p>
          {children}
        </div>
      </div>
    </li>
  );
}
