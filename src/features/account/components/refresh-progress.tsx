import { useQuery } from '@tanstack/react-query';
import { importProgressQuery } from '@/api/user/queries';
import { pollEvery } from '@/config/polling';
import { errorCause } from '@/lib/error-message';
import { useCancelRefresh } from '../api/queries';

/**
 * While a live account's "Fetch new papers and posts" or "Regenerate profile" runs on the built-in
 * backend: which source it reads and why it waits ("Semantic Scholar could not be reached; trying
 * again in 8 s"), read from the import's progress, and Cancel (what was read stays). Nothing for an
 * account without a live import (a seeded one: its job ends in seconds).
 */
export function RefreshProgress() {
  const progress = useQuery({ ...importProgressQuery(), refetchInterval: pollEvery.liveImportMs });
  const cancel = useCancelRefresh();
  const refresh = progress.data?.refresh;
  if (!refresh?.running) return null;
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-2 mb-0 py-2">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span role="status" className="me-auto">
        {refresh.message ?? 'Reading your sources…'}
      </span>
      <button type="button" className="btn btn-sm btn-outline-dark" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        Cancel
      </button>
      {cancel.error ? (
        <span role="alert" className="text-danger w-100">
          {errorCause(cancel.error)}
        </span>
      ) : null}
    </div>
  );
}
