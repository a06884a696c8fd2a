import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ConferenceMode, LakYear } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { SetDiagram, type SetPart } from '@/components/charts/set-diagram';
import { QueryState } from '@/components/ui/query-state';
import { commonImageQuery, topTermsQuery } from '../api/queries';
import { ChartHint, ControlBar, HINTS, ModeToggle, YearSelect } from './controls';
import { PublicationsModal, type PublicationsTarget } from './publications-modal';
import { useChosenConference } from '../lib/chosen-conference';

/** Room the loading state keeps (px): the diagram with its three lists. */
const DIAGRAM_ROOM = [520, 380] as const;

/**
 * The picture a server drew of a comparison, as a secondary view under the client's own diagram:
 * folded away, and absent when the server draws none (the built-in backend).
 */
export function ServerImage({ query, alt }: { query: UseQueryResult<string | null>; alt: string }) {
  if (query.isError) return <p className="small text-muted mt-3 mb-0">The server&apos;s image of this comparison could not be loaded.</p>;
  if (!query.data) return null;
  return (
    <details className="mt-3">
      <summary className="small">Image from the server</summary>
      <img className="conf-venn mt-2" src={query.data} alt={alt} />
    </details>
  );
}

/** Common topics/keywords of two years: the top 10 of each as a two-set diagram with the three lists; a term opens its publications. */
export function CommonTermsWidget() {
  const conference = useChosenConference();
  const [year1, setYear1] = useState<LakYear>(conference.years[0] ?? '');
  const [year2, setYear2] = useState<LakYear>(conference.years[1] ?? conference.years[0] ?? '');
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const [target, setTarget] = useState<PublicationsTarget | null>(null);
  const image = useQuery(commonImageQuery(conference.id, mode, year1, year2));
  const first = useQuery(topTermsQuery(conference.id, mode, year1));
  const second = useQuery(topTermsQuery(conference.id, mode, year2));
  const noun = mode === 'topic' ? 'topics' : 'keywords';
  // a term of one year opens that year's publications; a term of both, the first year's
  const yearOf = (part: SetPart): LakYear => (part === 'onlySecond' ? year2 : year1);

  return (
    <ConferenceCard title={`Common ${noun} of ${year1} and ${year2}`} actions={<ChartHint chart="common topics" hint={HINTS.common} />} resetKey={`${mode}|${year1}|${year2}`}>
      <ControlBar>
        <YearSelect label="First year" value={year1} onChange={setYear1} />
        <YearSelect label="Second year" value={year2} onChange={setYear2} />
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <QueryState query={first} reserve={DIAGRAM_ROOM}>
        {(top1) => (
          <QueryState query={second} reserve={DIAGRAM_ROOM}>
            {(top2) => (
              <>
                <p className="small text-muted">
                  The top 10 {noun} of {conference.name} {year1} and of {conference.name} {year2}. Choose one to list its publications of that year ({noun} of both years: of {year1}).
                </p>
                <SetDiagram
                  first={{ name: year1, terms: top1.names }}
                  second={{ name: year2, terms: top2.names }}
                  noun={noun}
                  caption={`Top 10 ${noun} of ${conference.name} ${year1} and ${year2}: only in one year, in both`}
                  renderTerm={(term, part) => (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary text-start text-break"
                      onClick={() => setTarget({ term, year: yearOf(part), mode })}
                      aria-label={`${term}: publications of ${conference.name} ${yearOf(part)}`}
                    >
                      {term}
                    </button>
                  )}
                />
              </>
            )}
          </QueryState>
        )}
      </QueryState>
      <ServerImage query={image} alt={`The server's Venn diagram of the top 10 ${noun} of ${conference.name} ${year1} and ${year2}`} />
      <PublicationsModal target={target} onClose={() => setTarget(null)} />
    </ConferenceCard>
  );
}
