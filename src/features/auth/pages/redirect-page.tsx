import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useDemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import { stuckImport } from '@/lib/stuck-import';
import { importStatusQuery } from '../api/queries';
import { LiveImportProgress } from '../components/live-import-progress';

/**
 * /app/redirect: waits for the data import, then opens the own word cloud. In the standalone build
 * a live account sees its import's progress (LiveImportProgress); against a RIMA server, and for the
 * seeded accounts, the screen polls the server's import status.
 */
export function Component() {
  const standalone = useDemoBackend() !== null;
  const ownId = session.getOwnId();
  const target = ownId === null ? paths.dashboard : paths.cloudChart(ownId);
  const serverWait = <ServerImportWait target={target} ownId={ownId} />;
  return (
    <section className="card shadow-sm border-0 mx-auto rima-redirect" aria-labelledby="redirect-heading">
      <div className="card-body text-center p-5">
        <h1 id="redirect-heading" className="h4 mb-4">
          We are Fetching your data ...This could take a while!
        </h1>
        {standalone ? <LiveImportProgress target={target} fallback={serverWait} /> : serverWait}
      </div>
    </section>
  );
}

/**
 * Polls the server's import status every 2 s while open (TanStack stops the interval when the
 * screen is left); when the import is done it opens `target`. While it runs the researcher can go
 * on at once: the import is remembered for the account (lib/stuck-import.ts), every signed-in page
 * names it and keeps polling, and later sign-ins go straight on. A failed status call is shown with a
 * retry and the way on; a 401 ends the session (the http layer).
 */
function ServerImportWait({ target, ownId }: { target: string; ownId: number | null }) {
  const navigate = useNavigate();
  const status = useQuery(importStatusQuery());
  const running = status.data?.data_being_loaded === true;
  const finished = status.data?.data_being_loaded === false;

  useEffect(() => {
    if (running && ownId !== null) stuckImport.remember(ownId, new Date());
  }, [running, ownId]);

  useEffect(() => {
    if (!finished) return;
    if (ownId !== null) stuckImport.forget(ownId);
    void navigate(target, { replace: true });
  }, [finished, navigate, target, ownId]);

  if (status.isError) {
    return (
      <div>
        <ErrorState title="We could not check whether your data has arrived." error={status.error} onRetry={() => void status.refetch()} />
        <p>You can go on now; your data appears once the import has finished.</p>
        <ContinueLink target={target} />
      </div>
    );
  }
  return (
    <div>
      <Spinner label="Fetching your data…" />
      {running ? (
        <>
          <p>
            The server is importing your data. You can go on now: every page says that the import is still running and shows your data once it has
            finished.
          </p>
          <ContinueLink target={target} />
        </>
      ) : null}
    </div>
  );
}

function ContinueLink({ target }: { target: string }) {
  return (
    <Link to={target} className="btn btn-primary">
      Continue to your profile
    </Link>
  );
}
