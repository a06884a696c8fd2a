import { useId, useRef, type ReactNode } from 'react';
import { hasFocus, loadOnFirstUse, useLoadOnFirstUse } from './load-on-first-use';

export type HintButtonProps = {
  /** accessible name of the button */
  label: string;
  /** the hint: the button's accessible description, shown in a tooltip on hover and keyboard focus */
  hint: string;
  /** what the button shows */
  children: ReactNode;
  /** Bootstrap classes of the button */
  className?: string;
};

/** What the user did to the stand-in before the live button arrived: whether it has focus, whether the hint is to show. */
export type HintIntent = { focus: boolean; open: boolean };

const liveHintButton = loadOnFirstUse(() => import('./hint-button-live'));
/** Loads the live hint button (React Aria Components) once for every hint button of the app. */
export const loadHintButton = liveHintButton.load;

/**
 * A button with a hint (WAI-ARIA tooltip pattern) from React Aria Components, drawn with
 * Bootstrap's tooltip classes: the hint shows while the button is hovered or has keyboard focus,
 * Escape or a press hides it, and it is the button's accessible description all along.
 *
 * As MenuButton, React Aria loads on the first sign of use, not with the page: until then a plain
 * button stands in with the same look, name and description. Pointing at it or focusing it loads the
 * library and puts the live button in its place (focus stays on it, and the hint shows when the
 * pointer is still on it or it has focus).
 */
export function HintButton(props: HintButtonProps) {
  const standIn = useRef<HTMLButtonElement>(null);
  const pointed = useRef(false);
  const hintId = useId();
  const { loaded, load } = useLoadOnFirstUse(
    liveHintButton,
    (): HintIntent => {
      const focus = hasFocus(standIn.current);
      return { focus, open: focus || pointed.current };
    },
    // the hint stays the button's description; the next pointing or focus tries again
    () => undefined,
  );

  if (loaded) return <loaded.module.LiveHintButton {...props} intent={loaded.intent} />;

  const { label, hint, children, className } = props;
  return (
    <>
      <button
        ref={standIn}
        type="button"
        className={className}
        aria-label={label}
        aria-describedby={hintId}
        onPointerEnter={() => {
          pointed.current = true;
          load();
        }}
        onPointerLeave={() => {
          pointed.current = false;
        }}
        onFocus={load}
      >
        {children}
      </button>
      <span id={hintId} hidden>
        {hint}
      </span>
    </>
  );
}
