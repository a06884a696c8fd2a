import { useEffect, useState } from 'react';
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

/** After this long the waiting screen stops spinning and offers a way on (the flag can stay true forever). */
export const IMPORT_ESCAPE_MS = 3 * 60 * 1000;

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
 * screen is left); when the import is done it opens `target`. A failed status call is shown with a
 * retry and the way on; a 401 ends the session (the http layer). A wait that times out is
 * remembered for the account (lib/stuck-import.ts): its later sign-ins go straight on.
 */
function ServerImportWait({ target, ownId }: { target: string; ownId: number | null }) {
  const navigate = useNavigate();
  const status = useQuery(importStatusQuery());
  const [timedOut, setTimedOut] = useState(false);
  const finished = status.data?.data_being_loaded === false;

  useEffect(() => {
    const began = new Date();
    const timer = setTimeout(() => {
      setTimedOut(true);
      if (ownId !== null) stuckImport.remember(ownId, began);
    }, IMPORT_ESCAPE_MS);
    return () => clearTimeout(timer);
  }, [ownId]);

  useEffect(() => {
    if (!finished) return;
    if (ownId !== null) stuckImport.forget(ownId);
    void navigate(target, { replace: true });
  }, [finished, navigate, target, ownId]);

  return status.isError ? (
    <div>
      <ErrorState title="We could not check whether your data has arrived." error={status.error} onRetry={() => void status.refetch()} />
      <p>You can go on now; your data appears once the import has finished.</p>
      <Link to={target} className="btn btn-primary">
        Continue to your profile
      </Link>
    </div>
  ) : timedOut ? (
    <div>
      <p>
        The import is taking longer than expected. You can go on now; your data appears once the import has finished. Your next sign-ins will not
        wait for it; My account shows whether the server is still importing.
      </p>
      <Link to={target} className="btn btn-primary">
        Continue to your profile
      </Link>
    </div>
  ) : (
    <Spinner label="Fetching your data…" />
  );
}
