import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { importProgressQuery } from '@/api/user/queries';
import { paths } from '@/config/paths';
import { errorCause } from '@/lib/error-message';
import { useImportAction } from '../hooks/use-import-action';

/**
 * Every signed-in page of the standalone build (AppShell): a live import that failed says what
 * failed with Retry, until it is resolved; one still running (or left unfinished by a closed tab:
 * reading its progress goes on with it) says where it is and links to its wait screen. Nothing for
 * an account without a live import, nor once it is done or cancelled: the wait screen and My account
 * tell those. AppShell loads it only in the standalone build.
 */
export function ImportNotice() {
  const progress = useQuery(importProgressQuery());
  const act = useImportAction();
  const data = progress.data;
  if (!data) return null;
  if (data.phase === 'failed') {
    return (
      <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">{data.message}</span>
        <button type="button" className="btn btn-sm btn-primary" disabled={act.isPending} onClick={() => act.mutate('retry')}>
          Retry
        </button>
        <Link to={paths.redirect} className="btn btn-sm btn-outline-secondary">
          Details
        </Link>
        {act.error ? <span className="w-100 text-danger">{errorCause(act.error)}</span> : null}
      </div>
    );
  }
  if (data.phase === 'fetching' || data.phase === 'extracting' || data.phase === 'waiting') {
    return (
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span className="me-auto">
          Your import is still running. {data.message}
          {data.wait ? ` (${data.wait})` : null}
        </span>
        <Link to={paths.redirect}>Follow it</Link>
      </div>
    );
  }
  return null;
}
