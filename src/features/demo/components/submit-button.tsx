import type { ReactNode } from 'react';

/** A form's submit button; while `busy` it shows a spinner and is disabled. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
      {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
