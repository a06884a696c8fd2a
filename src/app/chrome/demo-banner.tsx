import { lazy, Suspense, useState } from 'react';
import { STANDALONE_UI, storageKeeps, useDemoBackend, useStorageStatus } from '@/lib/demo-mode';

/**
 * Reset's confirmation (a modal with its focus trap and the reset itself) loads when Reset is first
 * pressed, and the storage warnings when the storage first cannot keep everything: every page of the
 * standalone build shows the banner, few visits need either (demo-banner-details.tsx).
 */
const details = () => import('./demo-banner-details');
const ResetConfirmation = lazy(() => details().then((module) => ({ default: module.ResetConfirmation })));
const StorageMessage = lazy(() => details().then((module) => ({ default: module.StorageMessage })));

/**
 * Shown on every layout when the app runs on the built-in backend (the standalone build): where the
 * data lives, what the browser's storage cannot keep (in place of "data stays on this device"), and
 * Reset, which (once confirmed) restores the seed, ends the session and returns to the login page.
 * A build made for a backend has no banner and leaves its code out (`STANDALONE_UI`).
 */
export function DemoBanner() {
  return STANDALONE_UI ? <StandaloneBanner /> : null;
}

function StandaloneBanner() {
  const demo = useDemoBackend();
  const [confirming, setConfirming] = useState(false);
  /** Reset was pressed once: the confirmation's chunk is wanted from then on (it stays mounted, closed). */
  const [asked, setAsked] = useState(false);
  const { state: storageState, detail: storageDetail } = useStorageStatus();
  if (demo === null) return null;

  return (
    <div className="rima-demo-banner" role="region" aria-label="Standalone mode">
      {/* where the storage keeps nothing (or not all), its message below says so instead of "data stays" */}
      <span>{storageKeeps(storageState) ? 'Runs in your browser · data stays on this device' : 'Runs in your browser'}</span>
      <button
        type="button"
        className="btn btn-sm btn-light"
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
      >
        Reset
      </button>
      <div role="status" className={storageState === 'kept' ? 'visually-hidden' : 'w-100 text-center'}>
        {storageState === 'kept' ? null : (
          <Suspense fallback={null}>
            <StorageMessage state={storageState} detail={storageDetail} />
          </Suspense>
        )}
      </div>
      {asked ? (
        <Suspense fallback={null}>
          <ResetConfirmation demo={demo} open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
