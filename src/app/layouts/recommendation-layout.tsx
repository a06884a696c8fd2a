// The signed-in pages' stylesheet loads with their layout (see src/styles/app.scss).
import '@/styles/app.scss';
import { AppShell } from '../chrome/app-shell';
import { SessionGate } from '../chrome/session-gate';
import { alwaysRevalidate, requireSession } from '../guards';

export const loader = requireSession;
export const shouldRevalidate = alwaysRevalidate;

/** Layout of /recommendation/*: guarded, with the same chrome as the app layout. */
export function Component() {
  return (
    <SessionGate>
      <AppShell />
    </SessionGate>
  );
}
