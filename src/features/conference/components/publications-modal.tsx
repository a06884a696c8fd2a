import { useQuery } from '@tanstack/react-query';
import type { ConferenceMode, LakYear } from '@/api/conference';
import { LongText } from '@/components/ui/long-text';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { scholarSearchUrl } from '@/lib/semantic-scholar';
import { abstractsQuery } from '../api/queries';
import { HighlightedText } from './highlighted-text';
import { useChosenConference } from '../lib/chosen-conference';

const PAGE = 10;
/** Characters of an abstract shown before its Show all. */
const ABSTRACT_LIMIT = 300;

export type PublicationsTarget = { term: string; year: LakYear; mode: ConferenceMode };

/** 'List of Publications related to the topic/keyword …': the year's publications mentioning the term. */
export function PublicationsModal({ target, onClose }: { target: PublicationsTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      size="xl"
      onClose={onClose}
      title={target ? `List of Publications related to the ${target.mode} ${target.term}` : ''}
      footer={
        target ? (
          <>
            <a className="btn btn-outline-primary" href={scholarSearchUrl(target.term)} target="_blank" rel="noreferrer noopener">
              Search in Semantic Scholar<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              Close
            </button>
          </>
        ) : null
      }
    >
      {target ? <PublicationsTable key={`${target.term}|${target.year}`} target={target} /> : null}
    </Modal>
  );
}

function PublicationsTable({ target }: { target: PublicationsTarget }) {
  const conference = useChosenConference();
  const query = useQuery(abstractsQuery(conference.id, target.term, target.year));
  const { count: shown, more } = useShownCount(PAGE);
  return (
    <QueryState query={query} empty="No Data Found">
      {(rows) => (
        <>
          <p className="small text-muted">
            {rows.length} publication(s) of {conference.name} {target.year}, most mentions first.
          </p>
          <div className="table-responsive">
            <table className="table table-sm align-top">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col" style={{ minWidth: '9rem' }}>
                    Title
                  </th>
                  <th scope="col">Abstract</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, shown).map((row, i) => (
                  <tr key={`${row.label}-${row.title}`}>
                    <td>{i + 1}</td>
                    <td className="fw-semibold text-break">
                      <HighlightedText text={row.title} term={target.term} />
                    </td>
                    <td className="small text-break">
                      <LongText text={row.abstract} limit={ABSTRACT_LIMIT} render={(visible) => <HighlightedText text={visible} term={target.term} />} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ShowMore shown={Math.min(shown, rows.length)} total={rows.length} onMore={more} noun="publications" />
        </>
      )}
    </QueryState>
  );
}
