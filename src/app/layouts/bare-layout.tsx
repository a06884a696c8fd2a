import { Outlet } from 'react-router-dom';
import { DemoBanner } from '../chrome/demo-banner';
import { ScrollToTop } from '../chrome/scroll-to-top';
import { SessionGate } from '../chrome/session-gate';
import { alwaysRevalidate, requireSession } from '../guards';

export const loader = requireSession;
export const shouldRevalidate = alwaysRevalidate;

/** Guarded layout without sidebar and top bar (the data-import waiting screen). */
export function Component() {
  return (
    <SessionGate>
      <div className="rima-bare">
        <ScrollToTop />
        <DemoBanner />
        <main className="container py-5">
          <Outlet />
        </main>
      </div>
    </SessionGate>
  );
}
