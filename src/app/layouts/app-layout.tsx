// The signed-in pages' stylesheet loads with their layout (see src/styles/app.scss).
import '@/styles/app.scss';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { storeViewedIdFromPath } from '@/lib/viewing';
import { AppShell } from '../chrome/app-shell';
import { SessionGate } from '../chrome/session-gate';
import { alwaysRevalidate, requireSession } from '../guards';

/**
 * Guarded (/app/* and /recommendation/* alike); and the viewing mode follows the route:
 * /app/profile/{id} and the chart routes /app/{cloud,pie,bar,concept,stream}-chart/{id} store {id} as the viewed user before any page
 * renders (the loader runs on every navigation), so the sidebar and every page agree on it; the
 * own-data pages (dashboard, account, papers, keywords, blacklist) and Tweets & People (the own data
 * only) reset it to the own id.
 */
export function loader({ request }: LoaderFunctionArgs) {
  requireSession();
  storeViewedIdFromPath(new URL(request.url).pathname);
  return null;
}
export const shouldRevalidate = alwaysRevalidate;

/** Layout of /app/* and /recommendation/*: guarded; sidebar, top bar and the page. */
export function Component() {
  return (
    <SessionGate>
      <AppShell />
    </SessionGate>
  );
}
