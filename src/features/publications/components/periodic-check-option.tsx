import { useEffect, useId, useState } from 'react';
import { useSessionIds } from '@/lib/viewing';
import { isPeriodicCheckOn, periodicCheckSupport, turnPeriodicCheckOff, turnPeriodicCheckOn, type PeriodicSupport } from '../lib/periodic-check';

export const NOT_INSTALLED_TEXT = 'Install RIMA as an app (the Install button of Chromium\'s address bar) to let the browser check for new papers now and then and notify you, with no page open.';
export const PERIODIC_LABEL = 'Check now and then and notify me of new papers (this installed app)';

/**
 * The periodic check with a notification (Chromium, the app installed): a switch; Chromium with the
 * app not installed gets a plain sentence; other browsers, which have no periodic sync, see nothing.
 */
export function PeriodicCheckOption() {
  const { ownId } = useSessionIds();
  const id = useId();
  const [support, setSupport] = useState<PeriodicSupport | null>(null);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const found = await periodicCheckSupport();
      const registered = found === 'available' && ownId !== null ? await isPeriodicCheckOn(ownId).catch(() => false) : false;
      if (!live) return;
      setSupport(found);
      setOn(registered);
    })();
    return () => {
      live = false;
    };
  }, [ownId]);
  if (support === null || support === 'unsupported' || ownId === null) return null;
  if (support === 'not-installed') return <p className="small text-muted mt-3 mb-0">{NOT_INSTALLED_TEXT}</p>;
  const toggle = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) {
        const refused = await turnPeriodicCheckOn(ownId);
        setProblem(refused);
        setOn(refused === null);
      } else {
        await turnPeriodicCheckOff(ownId);
        setOn(false);
      }
    } catch (error) {
      setProblem(`The periodic check could not be changed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3">
      <div className="form-check form-switch">
        <input className="form-check-input" type="checkbox" role="switch" id={id} checked={on} aria-busy={busy || undefined} onChange={(event) => busy || void toggle(event.target.checked)} />
        <label className="form-check-label small" htmlFor={id}>
          {PERIODIC_LABEL}
        </label>
      </div>
      {problem ? (
        <p className="small text-danger mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
