import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { title, withPageErrors } from './route-helpers';
import { RouteErrorBoundary } from './route-error-boundary';

export const ROOT_ROUTE_ID = 'root';

/**
 * The one route table. Every page is a lazy module exporting `Component`; layouts also export the
 * guard `loader` (app, recommendation, bare: token required; auth: token sends to the dashboard).
 * Every page route names its page in `handle: title(...)`, the one place for document titles.
 * The signed-in part (signed-in-routes.tsx) joins the table on the first signed-in address (see
 * `patchRoutesOnNavigation` below): the public pages do not load its table of some thirty lazy pages.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <Spinner label="Loading RIMA…" />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        path: 'auth',
        lazy: () => import('./layouts/auth-layout'),
        children: withPageErrors([
          { path: 'login', handle: title('Login'), lazy: () => import('@/features/auth/pages/login-page') },
          { path: 'register', handle: title('Register'), lazy: () => import('@/features/auth/pages/register-page') },
          { path: 'demo', handle: title('Demo'), lazy: () => import('./routes/demo-page') },
          { path: '*', element: <Navigate to={paths.login} replace /> },
        ]),
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

/** Addresses of the signed-in part of the table (under any base path). */
const SIGNED_IN_PATH = /\/(app|recommendation)(\/|$)/;

/**
 * Adds the signed-in routes to the root route when the router is asked for a signed-in address
 * (React Router calls this before matching a path it may not know yet; patching twice adds nothing).
 * Give it to every router made from `routes`.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!SIGNED_IN_PATH.test(path)) return;
  const { signedInRoutes } = await import('./signed-in-routes');
  patch(ROOT_ROUTE_ID, signedInRoutes);
};
