import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LakYear } from '@/api/conference';
import { longTermInterestsQuery } from '@/api/user/queries';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { topInterests } from '@/lib/interest-order';
import { scholarSearchUrl } from '@/lib/semantic-scholar';
import { abstractsQuery } from '../api/queries';
import { ControlBar, YearSelect } from './controls';
import { SampleLabel } from './sample-label';
import { useChosenConference } from '../lib/chosen-conference';

/** How many of the user's heaviest interests are matched against the conference. */
export const TOP_INTERESTS = 5;
const PER_INTEREST = 5;

/** The chosen conference's publications of a year that mention the logged-in user's top interests; labelled on the offline sample. */
export function RecommendedPublications({ userId }: { userId: number }) {
  const conference = useChosenConference();
  const [year, setYear] = useState<LakYear>(conference.years.at(-1) ?? '');
  const interests = useQuery(longTermInterestsQuery(userId));
  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0">{conference.name} publications related to your top interests</h2>
        <SampleLabel />
      </div>
      <div className="card-body">
        <ControlBar>
          <YearSelect value={year} onChange={setYear} />
        </ControlBar>
        <QueryState query={interests} empty="No data available">
          {(list) => {
            const top = topInterests(list, TOP_INTERESTS);
            return (
              <>
                <p className="small text-muted">
                  Your {top.length} heaviest interests: {top.map((interest) => interest.keyword).join(', ')}.
                </p>
                <div className="d-grid gap-3">
                  {top.map((interest) => (
                    <InterestPublications key={interest.id} term={interest.keyword} year={year} />
                  ))}
                </div>
              </>
            );
          }}
        </QueryState>
      </div>
    </section>
  );
}

function InterestPublications({ term, year }: { term: string; year: LakYear }) {
  const conference = useChosenConference();
  const query = useQuery(abstractsQuery(conference.id, term, year));
  const { count, more } = useShownCount(PER_INTEREST);
  return (
    <section aria-label={`Publications about ${term}`}>
      <h3 className="h6 text-break">“{term}”</h3>
      <QueryState query={query} empty={`No ${conference.name} ${year} publication mentions “${term}”.`}>
        {(rows) => {
          const shown = rows.slice(0, count);
          return (
            <>
              <ul className="list-group mb-1">
                {shown.map((row) => (
                  <li key={row.title} className="list-group-item d-flex flex-wrap gap-2 align-items-baseline">
                    <span className="badge text-bg-secondary">{year}</span>
                    {/* a paper read from open sources opens at its DOI; a server's (and the sample's) is searched on Semantic Scholar */}
                    <a className="text-break" href={row.doiUrl ?? scholarSearchUrl(row.title)} target="_blank" rel="noreferrer noopener">
                      {row.title}
                      <span className="visually-hidden">{row.doiUrl ? ' (open the paper at its DOI in a new tab)' : ' (search in Semantic Scholar, opens in a new tab)'}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <ShowMore shown={shown.length} total={rows.length} onMore={more} noun="publications" />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
