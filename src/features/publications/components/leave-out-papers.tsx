import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InterestWeight } from '@/api/user/publications';
import { errorCause } from '@/lib/error-message';
import { withoutPaperQuery } from '../api/queries';
import { leaveOutText, paperReason, tenths, type NamedPaper } from '../lib/recommend';

type Asked = {
  /** the card's paper and its keyphrases and interests now (as the other what-ifs send them) */
  paperId: string;
  keywords: Readonly<Record<string, number>>;
  interests: readonly InterestWeight[];
  /** the card's score now */
  score: number;
};

/** One named paper: its what-if button, and once asked, the score without it (or why there is none), announced. */
function LeaveOutItem({ mine, asked }: { mine: NamedPaper; asked: Asked }) {
  const [open, setOpen] = useState(false);
  const result = useQuery({ ...withoutPaperQuery(asked.paperId, asked.keywords, asked.interests, mine.paperId), enabled: open });
  const name = paperReason(mine);
  return (
    <li className="mb-2">
      <span className="text-break">{name}</span> <span className="text-muted">({tenths(mine.points)} points in the rows above)</span>{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => (open ? void result.refetch() : setOpen(true))}>
        What if this paper were left out?{' '}
        <span className="visually-hidden">({name})</span>
      </button>
      <span className="d-block" aria-live="polite">
        {open && result.isFetching ? 'Rescoring…' : null}
        {!result.isFetching && result.data ? leaveOutText(asked.score, result.data.score) : null}
        {!result.isFetching && result.isError ? `The score without it could not be computed: ${errorCause(result.error)}` : null}
      </span>
    </li>
  );
}

/**
 * "What if this paper were left out?" for each of the researcher's papers that Why? names (built-in
 * backend only): the card's score with that paper left out of the papers it is compared with, which
 * is lower by at least what its rows claim.
 */
export function LeaveOutPapers({ papers, asked }: { papers: readonly NamedPaper[]; asked: Asked }) {
  const headingId = useId();
  if (papers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="small mb-2">
      <h4 className="h6 small fw-semibold mb-1" id={headingId}>
        The papers named above
      </h4>
      <ul className="list-unstyled mb-0">
        {papers.map((mine) => (
          <LeaveOutItem key={mine.paperId} mine={mine} asked={asked} />
        ))}
      </ul>
    </section>
  );
}
