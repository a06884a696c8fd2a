import type { ReactNode } from 'react';
import { BusyButton } from '@/components/ui/busy-button';

/** A form's submit button; while `busy` it shows a spinner and ignores presses but keeps the focus. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <BusyButton type="submit" className="btn btn-primary" busy={busy}>
      {children}
    </BusyButton>
  );
}
