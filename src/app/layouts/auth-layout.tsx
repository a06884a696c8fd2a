import { NavLink, Outlet } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { DemoBanner } from '../chrome/demo-banner';
import { RouteFocus } from '../chrome/route-focus';
import { ScrollToTop } from '../chrome/scroll-to-top';
import { MAIN_ID, SkipLink } from '../chrome/skip-link';
import { alwaysRevalidate, redirectSignedIn } from '../guards';

export const loader = redirectSignedIn;
export const shouldRevalidate = alwaysRevalidate;

/** The public pages the header links to, in its order. */
const PUBLIC_PAGES = [
  ['Demo', paths.demo],
  ['Register', paths.register],
  ['Login', paths.login],
] as const;

/** Layout of the public pages (/auth/*): header, welcome text and the page in a card column. */
export function Component() {
  return (
    <div className="rima-auth">
      <ScrollToTop />
      <RouteFocus />
      <SkipLink />
      <DemoBanner />
      <header className="rima-auth__hero">
        <div className="container">
          <nav className="navbar navbar-expand navbar-dark px-0" aria-label="Public">
            <span className="navbar-brand fw-bold fs-3 mb-0">RIMA</span>
            <ul className="navbar-nav ms-auto flex-nowrap gap-1">
              <li className="nav-item">
                <a className="nav-link" href={env.apiDocsUrl} target="_blank" rel="noopener noreferrer">
                  API docs<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
              {PUBLIC_PAGES.map(([label, to]) => (
                <li key={to} className="nav-item">
                  <NavLink className="nav-link" to={to}>
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="container text-center text-white py-4">
          <p className="rima-auth__tagline mb-2">A Transparent Recommendation and Interest Modeling Application</p>
          <p className="display-6 fw-semibold mb-1">Welcome!</p>
          <p className="lead mb-0">Analyze your interests.</p>
        </div>
      </header>
      <main id={MAIN_ID} className="container rima-auth__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
