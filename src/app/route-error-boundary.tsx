import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { routeErrorDetail } from './route-error-detail';

/** Root error boundary: a crash in a page shows this instead of a blank screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = routeErrorDetail(error);
  return (
    <main className="container py-5" role="alert">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-muted">This page could not be shown. {detail}</p>
      <Link to={paths.dashboard}>Go to the dashboard</Link>
    </main>
  );
}
