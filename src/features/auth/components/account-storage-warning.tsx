import { useEffect, useRef } from 'react';
import type { NotKeptState } from '@/lib/demo-mode';

/**
 * What Registration says, before the account is created, when this browser's storage cannot keep it
 * (the standalone build; the register page loads this only then).
 */
export const ACCOUNT_NOT_KEPT: Record<NotKeptState, string> = {
  full: "This browser's storage is full: an account created now cannot be kept and is gone once this page closes. Free some space for this site first, or create it for this visit only.",
  failing: 'This browser refuses to store data now: an account created now cannot be kept and is gone once this page closes.',
  memory: 'This browser does not let the app store data: an account created now works until this page closes, and is not kept.',
  'not-migrated': 'The data stored in this browser could not be updated to this version of RIMA: an account created now is not kept once this page closes.',
  newer: 'This browser holds data of a newer version of RIMA: an account created here now is not kept. Reload to update first.',
};

/** The warning; `focus`: it appeared because Create account was pressed, so focus goes to it. */
export function AccountStorageWarning({ state, focus }: { state: NotKeptState; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} className="alert alert-warning py-2" role="alert" tabIndex={-1}>
      {ACCOUNT_NOT_KEPT[state]}
    </div>
  );
}
