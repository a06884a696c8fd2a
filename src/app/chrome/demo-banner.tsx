import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { useDemoBackend } from '@/lib/demo-mode';
import { session } from '@/lib/session';
import { BusyButton } from '@/components/ui/busy-button';

/**
 * Shown on every layout when the app runs on the built-in demo backend. 'Reset demo data' restores
 * the seed, ends the session, returns to the login page and forgets every cached answer.
 */
export function DemoBanner() {
  const demo = useDemoBackend();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (demo === null) return null;

  const reset = async () => {
    setBusy(true);
    try {
      await demo.reset();
      session.clear();
      // Leave the page first so that no mounted query refetches into the emptied cache without a token.
      await navigate(paths.login, { replace: true });
      queryClient.clear();
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
