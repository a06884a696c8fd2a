import { AppShell } from '../chrome/app-shell';
import { SessionGate } from '../chrome/session-gate';
import { alwaysRevalidate, requireSession } from '../guards';

export const loader = requireSession;
export const shouldRevalidate = alwaysRevalidate;

/** Layout of /app/*: guarded; sidebar, top bar and the page. */
export function Component() {
  return (
    <SessionGate>
      <AppShell />
    </SessionGate>
  );
}
