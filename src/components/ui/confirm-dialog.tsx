import type { ReactNode } from 'react';
import { BusyButton } from './busy-button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** true while the confirmed action runs: the buttons ignore presses (aria-disabled, still focusable) and confirm shows progress */
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
          <BusyButton className="btn btn-secondary" onClick={onCancel} unavailable={busy}>
            {cancelLabel}
          </BusyButton>
          <BusyButton className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} busy={busy} spinnerClassName="me-1">
            {confirmLabel}
          </BusyButton>
        </>
      }
    >
      {children}
    </Modal>
  );
}
