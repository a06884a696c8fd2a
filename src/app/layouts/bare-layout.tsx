// The signed-in pages' stylesheet loads with their layout (see src/styles/app.scss).
import '@/styles/app.scss';
import { Outlet } from 'react-router-dom';
import { DemoBanner } from '../chrome/demo-banner';
import { RouteFocus } from '../chrome/route-focus';
import { ScrollToTop } from '../chrome/scroll-to-top';
import { SessionGate } from '../chrome/session-gate';
import { MAIN_ID, SkipLink } from '../chrome/skip-link';
import { alwaysRevalidate, requireSession } from '../guards';

export const loader = requireSession;
export const shouldRevalidate = alwaysRevalidate;

/** Guarded layout without sidebar and top bar (the data-import waiting screen). */
export function Component() {
  return (
    <SessionGate>
      <div className="rima-bare">
        <ScrollToTop />
        <RouteFocus />
        <SkipLink />
        <DemoBanner />
        <main id={MAIN_ID} className="container py-5" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </SessionGate>
  );
}
