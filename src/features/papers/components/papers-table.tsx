import type { Paper } from '@/api/user/schemas';
import { AUTHORS_LIMIT, TITLE_LIMIT, truncate } from '../lib/truncate';
import { PaperOptionsMenu } from './paper-options-menu';

type PapersTableProps = {
  papers: readonly Paper[];
  onView: (paper: Paper) => void;
  /** omitted when the list is read-only */
  onEdit?: (paper: Paper) => void;
  onRemove?: (paper: Paper) => void;
};

export function PapersTable({ papers, onView, onEdit, onRemove }: PapersTableProps) {
  return (
    <table className="table align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Title</th>
          <th scope="col">Authors</th>
          <th scope="col" className="text-end">
            Options
          </th>
        </tr>
      </thead>
      <tbody>
        {papers.map((paper) => {
          const title = paper.title ?? '';
          const actions = [
            { label: 'View', onSelect: () => onView(paper) },
            ...(onEdit ? [{ label: 'Edit', onSelect: () => onEdit(paper) }] : []),
            ...(onRemove ? [{ label: 'Remove', onSelect: () => onRemove(paper) }] : []),
          ];
          return (
            <tr key={paper.id}>
              <td>{paper.year}</td>
              <td title={title.length > TITLE_LIMIT ? title : undefined}>{truncate(title, TITLE_LIMIT)}</td>
              <td title={(paper.authors ?? '').length > AUTHORS_LIMIT ? (paper.authors ?? '') : undefined}>{truncate(paper.authors, AUTHORS_LIMIT)}</td>
              <td className="text-end">
                <PaperOptionsMenu label={`Options for ${title || `paper ${paper.id}`}`} actions={actions} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
