import { Link } from 'react-router-dom';
import type { ImportProgress } from '@/api/user/standalone-import';
import { paths } from '@/config/paths';
import { errorCause } from '@/lib/error-message';
import { useImportAction } from '../hooks/use-import-action';

/**
 * What the shell's import notice says (import-notice.tsx reads the progress and loads this only when
 * there is something to say): a live import that failed, with what failed and Retry; one still
 * running, with where it is and a link to its wait screen.
 */
export function ImportNoticeView({ progress }: { progress: ImportProgress }) {
  const act = useImportAction();
  if (progress.phase === 'failed') {
    return (
      <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">{progress.message}</span>
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
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span className="me-auto">
        Your import is still running. {progress.message}
        {progress.wait ? ` (${progress.wait})` : null}
      </span>
      <Link to={paths.redirect}>Follow it</Link>
    </div>
  );
}
