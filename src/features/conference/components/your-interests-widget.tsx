import { memo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { getInterestPlacement, type InterestPlacementAnswer, type PlacedConference } from '@/api/conference';
import { AreasDrawing, ChartFrame, type PeriodRow } from '@/components/charts/chart-drawing';
import { ChartLegend } from '@/components/charts/chart-legend';
import { chartColor } from '@/components/charts/lib/palette';
import { PlottedValues } from '@/components/charts/plotted-values';
import { sharedKeys } from '@/api/user/queries';
import { ApproximationNote } from '@/components/ui/approximation-note';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { useSessionIds } from '@/lib/viewing';
import { corpusVersionQuery } from '../api/queries';
import { FEW_PAPERS } from '../lib/compare';
import { ConferenceCard } from './conference-card';

type Props = {
  /** the conferences to place the interests in (their corpora read: complete, partial or the offline sample) */
  conferences: readonly string[];
  /**
   * While true, the placement is not asked yet (what is cached is still shown): the built-in backend
   * computes on one thread, so a screen asks first for what it draws above this.
   */
  held?: boolean;
};

/**
 * "Your interests" (signed in, built-in backend): the signed-in researcher's top interests placed
 * among each conference's topics with the keyword similarity, computed in the backend worker: per
 * year how close the conference's topics are to the profile, and its three closest papers with the
 * interests they matched.
 */
export function YourInterestsWidget({ conferences, held = false }: Props) {
  const { ownId } = useSessionIds();
  // a corpus read again (Continue, Rebuild, the sample chosen) asks again
  const statuses = useQueries({ queries: conferences.map((id) => corpusVersionQuery(id)) });
  const version = statuses.map((status) => status.data?.version ?? '').join(',');
  const query = useQuery({
    // under the interests' prefix: an edit of the interests (which invalidates it) places them again
    queryKey: [...sharedKeys.interests(), 'in-conferences', ownId, conferences, version],
    queryFn: ({ signal }) => getInterestPlacement(conferences, signal),
    enabled: ownId !== null && conferences.length > 0 && !held,
    staleTime: Infinity,
  });
  if (ownId === null) return null;
  return (
    <QueryState query={query} errorTitle="Your interests could not be placed." deferred>
      {(answer) => <Placement answer={answer} />}
    </QueryState>
  );
}

/** Drawn again only for a new answer, not at each progress tick of a corpus being read. */
const Placement = memo(function Placement({ answer }: { answer: InterestPlacementAnswer }) {
  const { interests, conferences } = answer.placement;
  const names = conferences.map((conference) => conference.name).join(' and ');
  if (interests.length === 0) {
    return (
      <ConferenceCard title={`Your interests in ${names}`}>
        <EmptyState>Your profile has no interests yet: once it has, they are placed here.</EmptyState>
      </ConferenceCard>
    );
  }
  return (
    <div className="d-grid gap-3">
      <Closeness answer={answer} />
      <div className="row g-3">
        {conferences.map((conference) => (
          <div key={conference.id} className={conferences.length > 1 ? 'col-lg-6' : 'col-12'}>
            <ClosestPapers conference={conference} />
          </div>
        ))}
      </div>
    </div>
  );
});

/** "62.3", "62.3 (of 3 papers)", "not held" */
function closenessText(year: PlacedConference['years'][number] | undefined): string {
  if (!year || year.similarity === null) return year?.held ? 'no paper read' : 'not held';
  return year.papers < FEW_PAPERS ? `${year.similarity} (of ${year.papers} ${year.papers === 1 ? 'paper' : 'papers'})` : String(year.similarity);
}

function Closeness({ answer }: { answer: InterestPlacementAnswer }) {
  const { interests, conferences } = answer.placement;
  const names = conferences.map((conference) => conference.name);
  const title = `Your interests in ${names.join(' and ')}, year by year`;
  const years = [...new Set(conferences.flatMap((conference) => conference.years.map((year) => year.year)))].sort();
  const cell = (conference: PlacedConference, year: string) => conference.years.find((entry) => entry.year === year);
  const rows: PeriodRow[] = years.map((year) => ({ period: year, values: conferences.map((conference) => cell(conference, year)?.similarity ?? 0) }));
  const few = years.flatMap((year) => conferences.flatMap((conference) => {
    const entry = cell(conference, year);
    return entry && entry.similarity !== null && entry.papers < FEW_PAPERS ? [`${conference.name} ${year}: ${entry.papers} papers`] : [];
  }));
  const notHeld = years.flatMap((year) => conferences.flatMap((conference) => (cell(conference, year)?.similarity ?? null) === null ? [`${conference.name} ${year}`] : []));
  return (
    <ConferenceCard title={title} resetKey={answer}>
      <p className="small">
        Your interests placed: <span className="fw-semibold">{interests.map((interest) => interest.text).join(', ')}</span>.
      </p>
      <p className="small text-muted">
        Closeness, 0 to 100: the share of the year's papers with a topic or keyword close to each interest (by keyword similarity), weighted by your interests' weights.
      </p>
      <ApproximationNote basis={answer} />
      <ChartFrame height={260}>{(width) => <AreasDrawing width={width} height={260} rows={rows} series={names} />}</ChartFrame>
      <ChartLegend label={`${title}: legend`} items={names.map((name, index) => ({ label: name, color: chartColor(index) }))} />
      {notHeld.length > 0 ? <p className="small text-muted mb-1">Not held (drawn at 0, no data): {notHeld.join(', ')}.</p> : null}
      {few.length > 0 ? <p className="small text-muted mb-0">Few papers, a closeness of a handful: {few.join('; ')}.</p> : null}
      <PlottedValues
        caption={title}
        columns={['Year', ...conferences.flatMap((conference) => [`${conference.name} closeness`, `${conference.name} papers matching an interest`])]}
        rows={years.map((year) => [year, ...conferences.flatMap((conference) => {
          const entry = cell(conference, year);
          return [closenessText(entry), entry && entry.similarity !== null ? `${entry.matching} of ${entry.papers}` : '-'];
        })])}
      />
    </ConferenceCard>
  );
}

const isWebAddress = (url: string | undefined): url is string => url !== undefined && /^https?:\/\//i.test(url);

function ClosestPapers({ conference }: { conference: PlacedConference }) {
  const title = `${conference.name} papers closest to your interests`;
  return (
    <ConferenceCard title={title} resetKey={conference}>
      {conference.papers.length === 0 ? (
        <EmptyState>No paper of {conference.name} is read yet.</EmptyState>
      ) : (
        <ol className="ps-3 mb-0" aria-label={title}>
          {conference.papers.map((paper) => (
            <li key={paper.id} className="mb-2">
              {isWebAddress(paper.url) ? (
                <a href={paper.url} target="_blank" rel="noreferrer">
                  {paper.title}
                </a>
              ) : (
                <span>{paper.title}</span>
              )}{' '}
              <span className="text-muted small">
                ({paper.year}; similarity {paper.similarity})
              </span>
              <div className="small">
                {paper.matched.length === 0
                  ? 'No single interest matched one of its terms closely: it is close to the profile as a whole.'
                  : `Matched: ${paper.matched.map((match) => (match.term.toLowerCase() === match.interest.toLowerCase() ? match.interest : `${match.interest} (its “${match.term}”)`)).join(', ')}`}
              </div>
            </li>
          ))}
        </ol>
      )}
      <PlottedValues caption={title} columns={['Paper', 'Year', 'Similarity', 'Interests matched']} rows={conference.papers.map((paper) => [paper.title, paper.year, paper.similarity, paper.matched.map((match) => `${match.interest} ~ ${match.term} (${match.similarity})`).join('; ')])} />
    </ConferenceCard>
  );
}
