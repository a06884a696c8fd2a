import { Outlet } from 'react-router-dom';
import { DemoBanner } from '../chrome/demo-banner';
import { ScrollToTop } from '../chrome/scroll-to-top';
import { alwaysRevalidate, requireSession } from '../guards';

export const loader = requireSession;
export const shouldRevalidate = alwaysRevalidate;

/** Guarded layout without sidebar and top bar (the data-import waiting screen). */
export function Component() {
  return (
    <div className="rima-bare">
      <ScrollToTop />
      <DemoBanner />
      <main className="container py-5">
        <Outlet />
      </main>
    </div>
  );
}
