// The signed-in pages' stylesheet loads with their layout (see src/styles/app.scss).
import '@/styles/app.scss';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { storeViewedIdFromPath } from '@/lib/viewing';
import { AppShell } from '../chrome/app-shell';
import { SessionGate } from '../chrome/session-gate';
import { alwaysRevalidate, requireSession } from '../guards';

/** Guarded; Tweets & People shows the own data only, so opening it leaves viewing mode (see viewing.ts). */
export function loader({ request }: LoaderFunctionArgs) {
  requireSession();
  storeViewedIdFromPath(new URL(request.url).pathname);
  return null;
}
export const shouldRevalidate = alwaysRevalidate;

/** Layout of /recommendation/*: guarded, with the same chrome as the app layout. */
export function Component() {
  return (
    <SessionGate>
      <AppShell />
    </SessionGate>
  );
}
