import { useContext, useEffect, useId, useRef, type RefObject } from 'react';
import { Button, Tooltip, TooltipTrigger, TooltipTriggerStateContext } from 'react-aria-components';
import type { HintButtonProps, HintIntent } from './hint-button';
import './react-aria-csp';

/**
 * The live hint button (React Aria Components), loaded by HintButton (hint-button.tsx) on the first
 * sign of use; see there. `intent`: what the user did to the stand-in before this module arrived,
 * carried out once on mount.
 */
export function LiveHintButton({ label, hint, children, className, intent }: HintButtonProps & { intent?: HintIntent }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  return (
    // the hint shows at once (it is the only help the icon gives) and hides as the pointer leaves
    <TooltipTrigger delay={0} closeDelay={0}>
      {/* described by the hint while it is hidden too; React Aria points at the tooltip while it shows */}
      <Button ref={buttonRef} className={className} aria-label={label} aria-describedby={hintId}>
        {children}
      </Button>
      <span id={hintId} hidden>
        {hint}
      </span>
      {intent ? <CarryOutIntent intent={intent} buttonRef={buttonRef} /> : null}
      <Tooltip placement="bottom end" offset={4} className="tooltip show">
        <div className="tooltip-inner text-start">{hint}</div>
      </Tooltip>
    </TooltipTrigger>
  );
}

/**
 * Focuses the live button where the stand-in had focus and shows the hint where the stand-in was
 * pointed at or focused. React Aria did not see that pointer arrive, so it would not see it leave
 * either: the hint it was opened for here hides when the pointer leaves the button.
 */
function CarryOutIntent({ intent, buttonRef }: { intent: HintIntent; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const state = useContext(TooltipTriggerStateContext);
  const done = useRef(false);
  useEffect(() => {
    const button = buttonRef.current;
    if (done.current || !button) return;
    done.current = true;
    if (intent.focus) button.focus();
    if (!intent.open) return;
    state?.open(true);
    button.addEventListener('pointerleave', () => state?.close(true), { once: true });
  }, [intent, buttonRef, state]);
  return null;
}
