import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { useDemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import { BusyButton } from '@/components/ui/busy-button';

/**
 * Shown on every layout when the app runs on the built-in demo backend. 'Reset demo data' restores
 * the seed, ends the session (which forgets every cached answer) and returns to the login page.
 */
export function DemoBanner() {
  const demo = useDemoBackend();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (demo === null) return null;

  const reset = async () => {
    setBusy(true);
    try {
      await demo.reset();
      // A signed-in layout's SessionGate leaves its page and forgets the cached answers as the token goes.
      session.clear();
      await navigate(paths.login, { replace: true });
      notifySuccess('Demo data restored.');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rima-demo-banner" role="region" aria-label="Demo mode">
      <span>This app runs on built-in demo data.</span>
      <BusyButton className="btn btn-sm btn-light" onClick={() => void reset()} busy={busy}>
        {busy ? 'Resetting…' : 'Reset demo data'}
      </BusyButton>
    </div>
  );
}
