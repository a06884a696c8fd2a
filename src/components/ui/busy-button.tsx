import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'aria-disabled' | 'aria-busy'> & {
  /** true while the button's request runs: it shows a spinner and ignores presses */
  busy?: boolean;
  /** unavailable for another reason than a running request (also kept focusable) */
  unavailable?: boolean;
  /** class of the spinner shown while busy (its margin next to the label) */
  spinnerClassName?: string;
  children?: ReactNode;
};

/**
 * A button that stays focusable while its request runs. A `disabled` button loses the focus to the
 * document body, which throws keyboard and screen-reader users back to the top of the page; this one
 * is marked aria-disabled="true" instead and swallows presses (for a submit button the default
 * action, submitting the form, is prevented too, also for Enter in a field of the form).
 */
export function BusyButton({ busy = false, unavailable = false, spinnerClassName = 'me-2', onClick, children, type = 'button', className, ...rest }: BusyButtonProps) {
  const inert = busy || unavailable;
  // Bootstrap's .disabled look (dimmed, no pointer events) without the disabled attribute
  const classes = [className, inert ? 'disabled' : null].filter(Boolean).join(' ') || undefined;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button {...rest} type={type} className={classes} onClick={click} aria-disabled={inert ? true : undefined} aria-busy={busy ? true : undefined}>
      {busy ? <span className={`spinner-border spinner-border-sm ${spinnerClassName}`} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
