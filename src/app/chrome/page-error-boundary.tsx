import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { routeErrorDetail } from '../route-error-detail';

/**
 * Error element of the pages inside a layout: a crashing page is replaced by this message
 * while the layout's chrome (sidebar, top bar, header) stays usable.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const detail = routeErrorDetail(error);
  return (
    <section className="card shadow-sm" role="alert">
      <div className="card-body">
        <h1 className="h4">This page could not be shown</h1>
        <p className="text-muted">Something went wrong while showing this page. {detail}</p>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to={paths.dashboard} className="btn btn-outline-secondary btn-sm">
            Go to the dashboard
          </Link>
        </div>
      </div>
    </section>
  );
}
