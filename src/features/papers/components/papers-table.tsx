import { useState } from 'react';
import type { Paper } from '@/api/user/schemas';
import { Pager } from '@/components/ui/pager';
import { cutText, pageOf } from '@/lib/bounded';
import { AUTHORS_LIMIT, TITLE_LIMIT, truncate } from '../lib/truncate';
import { PaperOptionsMenu } from './paper-options-menu';

type PapersTableProps = {
  papers: readonly Paper[];
  onView: (paper: Paper) => void;
  /** omitted when the list is read-only */
  onEdit?: (paper: Paper) => void;
  onRemove?: (paper: Paper) => void;
};

/**
 * The publications, 50 a page. On a phone the Authors column gives way so that the title wraps and
 * the Options menu (View, Edit, Remove) stays on screen.
 */
export function PapersTable({ papers, onView, onEdit, onRemove }: PapersTableProps) {
  const [page, setPage] = useState(0);
  const view = pageOf(papers, page);
  return (
    <>
      <Pager label="Publication pages" noun="publications" total={papers.length} {...view} onPage={setPage} />
      <table className="table align-middle mb-0 rima-papers-table">
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Title</th>
            <th scope="col" className="d-none d-md-table-cell">
              Authors
            </th>
            <th scope="col" className="text-end">
              Options
            </th>
          </tr>
        </thead>
        <tbody>
          {view.items.map((paper) => {
            const title = paper.title ?? '';
            const actions = [
              { label: 'View', onSelect: () => onView(paper) },
              ...(onEdit ? [{ label: 'Edit', onSelect: () => onEdit(paper) }] : []),
              ...(onRemove ? [{ label: 'Remove', onSelect: () => onRemove(paper) }] : []),
            ];
            return (
              <tr key={paper.id}>
                <td>{paper.year ?? 'Year unknown'}</td>
                <td className="text-break" title={title.length > TITLE_LIMIT ? cutText(title, 1000).text : undefined}>
                  {truncate(title, TITLE_LIMIT)}
                  {paper.used_in_calc === false ? (
                    <>
                      {' '}
                      <span className="badge rounded-pill text-bg-light border fw-normal">not in your profile yet</span>
                    </>
                  ) : null}
                </td>
                <td className="d-none d-md-table-cell text-break" title={(paper.authors ?? '').length > AUTHORS_LIMIT ? cutText(paper.authors ?? '', 1000).text : undefined}>
                  {truncate(paper.authors, AUTHORS_LIMIT)}
                </td>
                <td className="text-end">
                  <PaperOptionsMenu label={`Options for ${cutText(title).text || `paper ${paper.id}`}`} actions={actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
