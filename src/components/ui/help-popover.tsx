import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A toggletip: a small '?' button that shows or hides a short help text next to a form field.
 * The button names what it explains (`label`), reports aria-expanded, and Escape or a click
 * elsewhere closes the text.
 */
export function HelpPopover({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <span className="rima-help position-relative d-inline-block" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="rima-help__button btn btn-sm btn-outline-secondary rounded-circle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        ?
      </button>
      <span id={panelId} role="note" className="rima-help__panel popover bs-popover-auto shadow" hidden={!open}>
        <span className="popover-body d-block">{children}</span>
      </span>
    </span>
  );
}
