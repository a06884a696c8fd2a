import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { activeFocusable, ancestorsOf, twinOf, wrapTab } from './focus-trap';

type ModalProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
};

/**
 * Accessible modal dialog built on the native `<dialog>` element opened with `showModal()`:
 * the browser makes the rest of the page inert, moves focus to the first control in it, and turns
 * Escape into a `cancel` event, which we route to `onClose` so the caller's state stays the one
 * source of truth. Tab and Shift+Tab wrap inside the dialog (the browser alone would pass through
 * its own toolbar first). Labelled by its title; the close button and a click on the backdrop close
 * it too. When it closes, focus returns to the element that opened it (an SVG word of a chart too),
 * or, when that element was drawn anew meanwhile, to its twin (same kind, same text, same place);
 * unless the caller has already moved focus elsewhere (for example to the next row after a delete).
 */
export function Modal({ open, title, onClose, children, footer, size }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  // true from showModal() until we close the dialog ourselves
  const shownRef = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolls = useScrolls(bodyRef, open);
  // The element focused when `open` turned true, read while rendering: the caller may draw it anew in
  // the same update (a chart's words), and by the time an effect runs it has already left the page.
  const [opener, setOpener] = useState(() => (open ? focusedNow() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setOpener(open ? focusedNow() : null);
  }
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    shownRef.current = true;
    return () => {
      shownRef.current = false;
      if (dialog.open) dialog.close();
      const active = document.activeElement;
      const focusLost = active === null || active === document.body || dialog.contains(active);
      const target = focusLost && opener ? twinOf(opener.element, opener.ancestors) : null;
      target?.focus();
    };
  }, [open, opener]);

  if (!open) return null;

  // A dialog opened from inside this one is portaled to the body but still a React child of this one,
  // so its events bubble here through the React tree: only events from this dialog's own DOM count.
  const ownEvent = (event: SyntheticEvent<HTMLDialogElement>) => event.target instanceof Node && event.currentTarget.contains(event.target);

  // Escape: the browser fires `cancel`; the caller decides (its onClose unmounts the dialog).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!ownEvent(event)) return;
    event.preventDefault();
    onCloseRef.current();
  };
  // Closed by the browser itself (e.g. a second Escape it does not let us cancel): tell the caller.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (ownEvent(event) && shownRef.current) onCloseRef.current();
  };
  // The dialog element fills the viewport behind the box: a press outside the box closes.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (!ownEvent(event)) return;
    const target = event.target;
    if (target === event.currentTarget || (target instanceof HTMLElement && target.classList.contains('modal-dialog'))) onCloseRef.current();
  };

  return createPortal(
    // The mouse handler only adds a pointer shortcut (click outside); Escape and the close button cover the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog ref={dialogRef} className="modal rima-dialog" aria-labelledby={titleId} onCancel={onCancel} onClose={onNativeClose} onMouseDown={onBackdropMouseDown} onKeyDown={(event) => ownEvent(event) && wrapTab(event, event.currentTarget)}>
      <div className={`modal-dialog modal-dialog-scrollable${size ? ` modal-${size}` : ''}`}>
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h5" id={titleId}>
              {title}
            </h2>
            <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
          </div>
          {/* a body taller than the dialog scrolls: then it takes the focus too, so the keyboard can scroll it */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable to be scrolled by keyboard (WCAG 2.1.1) */}
          <div ref={bodyRef} className="modal-body" tabIndex={bodyScrolls ? 0 : undefined}>
            {children}
          </div>
          {footer ? <div className="modal-footer">{footer}</div> : null}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

function focusedNow() {
  const element = activeFocusable();
  return element ? { element, ancestors: ancestorsOf(element) } : null;
}

/** Whether the element's content is taller than the element (it scrolls), kept up to date while `active`. */
function useScrolls(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    // the body changes size with the window; its content changes when it loads (the body's own size is
    // capped by the dialog's height, so watch the content too)
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(element);
    const changed = new MutationObserver(measure);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, [ref, active]);
  return scrolls;
}
