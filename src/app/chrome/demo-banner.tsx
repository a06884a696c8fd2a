import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import { useDemoBackend, type DemoBackend, type StorageState } from '@/lib/demo-mode';
import { session } from '@/lib/session';

/** What the banner says when the browser's storage cannot keep everything ('kept' says nothing). */
export const STORAGE_MESSAGES: Record<Exclude<StorageState, 'kept'>, string> = {
  full: "Your browser's storage is full: what is stored stays, but new changes will not all be kept.",
  failing: 'Your browser refused to store the latest changes: they will not all be kept.',
  memory: 'This browser does not let the app store data: everything works, but nothing will be kept once this page closes.',
};

const noStorage: DemoBackend['storage'] = { get: () => 'kept', subscribe: () => () => undefined };

/**
 * Reset's confirmation (a modal with its focus trap, about 3 KiB) loads when Reset is first pressed:
 * every public page shows the banner, few press Reset.
 */
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Shown on every layout when the app runs on the built-in backend (the standalone build): where the
 * data lives, what the browser's storage cannot keep, and Reset, which (once confirmed) restores the
 * seed, ends the session (which forgets every cached answer) and returns to the login page.
 */
export function DemoBanner() {
  const demo = useDemoBackend();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  /** Reset was pressed once: the confirmation's chunk is wanted from then on (it stays mounted, closed). */
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const storage = demo?.storage ?? noStorage;
  const storageState = useSyncExternalStore(storage.subscribe, storage.get);
  if (demo === null) return null;

  const reset = async () => {
    setBusy(true);
    try {
      await demo.reset();
      setConfirming(false);
      // A signed-in layout's SessionGate leaves its page and forgets the cached answers as the token goes.
      session.clear();
      await navigate(paths.login, { replace: true });
      notifySuccess('The data in this browser was reset.');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rima-demo-banner" role="region" aria-label="Standalone mode">
      <span>Runs in your browser · data stays on this device</span>
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
        {storageState === 'kept' ? null : STORAGE_MESSAGES[storageState]}
      </div>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title="Reset the data in this browser?"
            confirmLabel="Reset"
            busy={busy}
            onConfirm={() => void reset()}
            onCancel={() => {
              if (!busy) setConfirming(false);
            }}
          >
            <p>
              This deletes every account registered in this browser with its papers, interests and saved items, and every change made to the demo
              account. The demo account comes back as it was.
            </p>
            <p className="mb-0">To keep your data, download it first from My account.</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </div>
  );
}
