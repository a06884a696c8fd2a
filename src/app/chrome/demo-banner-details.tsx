import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '@/components/ui/toasts';
import { paths } from '@/config/paths';
import type { DemoBackend, StorageState } from '@/lib/demo-mode';
import { session } from '@/lib/session';

/**
 * The standalone banner's parts that few visits need (demo-banner.tsx loads them when wanted): what
 * it says when the browser's storage cannot keep everything, and Reset's confirmation and action.
 */

/**
 * What the banner says when the browser's storage cannot keep everything ('kept' says nothing);
 * `detail` is what the storage names (the records left out, why an update failed).
 */
export const STORAGE_MESSAGES: Record<Exclude<StorageState, 'kept'>, (detail: string | null) => string> = {
  full: () => "Your browser's storage is full: what is stored stays, but new changes will not all be kept.",
  failing: () => 'Your browser refused to store the latest changes: they will not all be kept.',
  memory: () => 'This browser does not let the app store data: everything works, but nothing will be kept once this page closes.',
  newer: () => 'This browser holds data of a newer version of RIMA: reload to update.',
  'not-migrated': (detail) =>
    `The data stored in this browser could not be updated to this version of RIMA${detail ? ` (${detail})` : ''}: it is kept as it was, and nothing of this visit will be kept.`,
  damaged: (detail) => `Some data stored in this browser could not be read and was left out${detail ? ` (${detail})` : ''}; the rest is kept.`,
};

export function StorageMessage({ state, detail }: { state: Exclude<StorageState, 'kept'>; detail: string | null }) {
  return <>{STORAGE_MESSAGES[state](detail)}</>;
}

/**
 * Reset's confirmation. Once confirmed it restores the seed, ends the session (which forgets every
 * cached answer) and returns to the login page.
 */
export function ResetConfirmation({ demo, open, onClose }: { demo: DemoBackend; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const reset = async () => {
    setBusy(true);
    try {
      await demo.reset();
      onClose();
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
    <ConfirmDialog
      open={open}
      title="Reset the data in this browser?"
      confirmLabel="Reset"
      busy={busy}
      onConfirm={() => void reset()}
      onCancel={() => {
        if (!busy) onClose();
      }}
    >
      <p>
        This deletes every account registered in this browser with its papers, interests and saved items, and every change made to the demo account.
        The demo account comes back as it was.
      </p>
      <p className="mb-0">To keep your data, download it first from My account.</p>
    </ConfirmDialog>
  );
}
