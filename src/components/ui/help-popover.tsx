import { useId, useRef, useState, type ReactNode, type ToggleEvent } from 'react';

/**
 * A toggletip: a small '?' button that shows or hides a short help text next to a form field.
 * Built on the browser's Popover API (`popovertarget`), like the Modal on the native `<dialog>`: the
 * browser opens and closes it, closes it on Escape (focus back on the button) and on a press
 * elsewhere, and no script of ours watches the page. It sits on the registration page, a public page
 * that does not load the widgets library (React Aria) to keep within its size budget.
 * The button names what it explains (`label`) and reports aria-expanded; the text is placed under it.
 */
export function HelpPopover({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onToggle = (event: ToggleEvent<HTMLSpanElement>) => {
    const shown = event.newState === 'open';
    setOpen(shown);
    const button = buttonRef.current;
    if (!shown || !button) return;
    // in the top layer, placed (page coordinates, so it scrolls with the page) centred under the button
    const panel = event.currentTarget;
    const box = button.getBoundingClientRect();
    const width = panel.offsetWidth;
    const left = Math.min(Math.max(8, box.left + box.width / 2 - width / 2), document.documentElement.clientWidth - width - 8);
    panel.style.left = `${left + window.scrollX}px`;
    panel.style.top = `${box.bottom + 6 + window.scrollY}px`;
  };

  return (
    <span className="rima-help d-inline-block">
      <button
        ref={buttonRef}
        type="button"
        className="rima-help__button btn btn-sm btn-outline-secondary rounded-circle"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        popoverTarget={panelId}
      >
        ?
      </button>
      <span id={panelId} role="note" popover="auto" className="rima-help__panel popover shadow" onToggle={onToggle}>
        <span className="popover-body d-block">{children}</span>
      </span>
    </span>
  );
}
