import type { ReactNode } from 'react';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** true while the confirmed action runs: the confirm button is disabled and shows progress */
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question in a modal; Cancel, Escape and the close button all cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', busy = false, danger = true, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
