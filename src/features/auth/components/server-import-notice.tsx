import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { importStatusQuery } from '@/api/user/queries';
import { pollEvery } from '@/config/polling';
import { session } from '@/lib/session';
import { STUCK_AFTER_MS, stuckImport } from '@/lib/stuck-import';
import { formatDateTime } from '@/lib/date-format';

/** The spec's 2 s while the import is young; once it has run past STUCK_AFTER_MS, once a minute. */
function pollInterval(since: Date): number {
  return Date.now() - since.getTime() < STUCK_AFTER_MS ? pollEvery.importMs : pollEvery.stuckImportMs;
}

/**
 * Every signed-in page of a build for a RIMA server (AppShell): an import the researcher went on
 * from (the wait screen lets them go at once; lib/stuck-import.ts remembers it for the account on
 * this server) is named as still running, and its status is polled in the background. When the
 * server says it is done, every query is refreshed (the page shows the imported data) and the notice
 * says so until the next page. Nothing is asked for an account without such an import.
 */
export function ServerImportNotice() {
  const ownId = session.getOwnId();
  const since = ownId === null ? null : stuckImport.since(ownId);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [arrivedOn, setArrivedOn] = useState<string | null>(null);
  // a switch, not a missing input: the status is asked only while an import was left running
  const status = useQuery({
    ...importStatusQuery(),
    enabled: since !== null,
    refetchInterval: (query) => (query.state.status === 'error' || since === null ? false : pollInterval(since)),
  });
  const finished = since !== null && status.data?.data_being_loaded === false;

  useEffect(() => {
    if (!finished || ownId === null) return;
    stuckImport.forget(ownId);
    setArrivedOn(pathname);
    void queryClient.invalidateQueries();
  }, [finished, ownId, pathname, queryClient]);

  if (arrivedOn !== null && arrivedOn === pathname) {
    return (
      <p className="alert alert-success small" role="status">
        The server has finished importing your data; this page now shows it.
      </p>
    );
  }
  if (since === null || status.data?.data_being_loaded !== true) return null;
  return (
    <p className="alert alert-info small d-flex align-items-center gap-2" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>The server is still importing your data (since {formatDateTime(since)}). Your pages update when it has finished.</span>
    </p>
  );
}
