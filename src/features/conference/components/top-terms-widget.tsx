import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ConferenceMode, LakYear } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { useConferenceCorpus } from './sample-label';
import { QueryState } from '@/components/ui/query-state';
import { topicDetailsQuery, topTermsQuery, useOpenPaper } from '../api/queries';
import { topicDetailsToBars, topTermsToBars } from '../lib/transforms';
import { PublicationBars, TermBars } from './charts';
import { ChartHint, ControlBar, HINTS, ModeToggle, OptionSelect, YearSelect } from './controls';
import { PlottedValues } from '@/components/charts/plotted-values';
import { BusyButton } from '@/components/ui/busy-button';
import { useChosenConference } from '../lib/chosen-conference';

/**
 * Room the loading states keep (px, narrow and wide; Spinner's `reserve`), measured on the loaded
 * widget at 412 and 1366 px wide: the bars with the publications of the first bar (stacked on a
 * narrow screen), and the publications alone (chart and ten titles).
 */
const TOP_TERMS_ROOM = [1275, 620] as const;
const PUBLICATIONS_ROOM = [830, 560] as const;

/** Top 10 topics/keywords of a year as bars, and the top 10 publications of the chosen one. */
export function TopTermsWidget() {
  const conference = useChosenConference();
  const [year, setYear] = useState<LakYear>(conference.years[0] ?? '');
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const [picked, setPicked] = useState<string | null>(null);
  const query = useQuery(topTermsQuery(conference.id, mode, year));
  const noun = mode === 'topic' ? 'topics' : 'keywords';
  const bars = query.data ? topTermsToBars(query.data) : [];
  // a pick from another year or mode no longer applies: the first bar is chosen instead
  const term = picked !== null && bars.some((bar) => bar.name === picked) ? picked : (bars[0]?.name ?? null);

  return (
    <ConferenceCard title={`Top 10 ${noun} of ${conference.name} ${year}`} actions={<ChartHint chart="top 10 chart" hint={HINTS.frequency} />} resetKey={query.data}>
      <ControlBar>
        <YearSelect value={year} onChange={setYear} />
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <QueryState query={query} empty="No Data Found" isEmpty={(data) => data.names.length === 0} reserve={TOP_TERMS_ROOM}>
        {() => (
          <div className="row g-3">
            <div className="col-lg-6">
              <TermBars data={bars} selected={term ?? undefined} onSelect={setPicked} />
              <PlottedValues caption={`Top 10 ${noun} of ${conference.name} ${year} by frequency`} columns={[mode === 'topic' ? 'Topic' : 'Keyword', 'Frequency']} rows={bars.map((bar) => [bar.name, bar.value])} />
            </div>
            <div className="col-lg-6">
              {term !== null ? (
                <>
                  <OptionSelect label={`Publications for the ${mode}`} value={term} options={bars.map((bar) => ({ value: bar.name, label: bar.name }))} onChange={setPicked} />
                  <TopPublications term={term} year={year} />
                </>
              ) : null}
            </div>
          </div>
        )}
      </QueryState>
    </ConferenceCard>
  );
}

function TopPublications({ term, year }: { term: string; year: LakYear }) {
  const conference = useChosenConference();
  const query = useQuery(topicDetailsQuery(conference.id, term, year));
  const paper = useOpenPaper(conference.id);
  // the papers read from open sources open at their DOI; a server's (and the sample's) on Semantic Scholar
  const opensAt = useConferenceCorpus() === 'live' ? 'open the paper at its DOI in a new tab' : 'open on Semantic Scholar in a new tab';
  return (
    <section aria-label={`Top 10 publications for ${term}`} className="mt-2">
      <h3 className="h6">Top 10 publications for “{term}”</h3>
      <QueryState query={query} empty="No Data Found" isEmpty={(data) => data.titles.length === 0} reserve={PUBLICATIONS_ROOM}>
        {(details) => {
          const rows = topicDetailsToBars(details);
          return (
            <>
              <PublicationBars data={rows} />
              {/* the rank is drawn beside the entry, not as a list marker: a marker aligns with the
                  last line of a wrapped button, so a long title pushed its number below the text */}
              <ol className="list-unstyled small mb-0">
                {rows.map((row, index) => (
                  <li key={row.rank} className="d-flex gap-2 text-break">
                    <span className="text-muted text-end flex-shrink-0 rima-rank">{index + 1}.</span>
                    <span className="rima-rank-entry">
                      <BusyButton
                        className="btn btn-link btn-sm p-0 text-start align-baseline"
                        onClick={() => paper.open(row.title)}
                        busy={paper.pending === row.title}
                        spinnerClassName="me-1"
                        aria-label={`${row.title} (${opensAt})`}
                      >
                        {row.title}
                      </BusyButton>{' '}
                      <span className="text-muted">({row.value} mentions)</span>
                    </span>
                  </li>
                ))}
              </ol>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
