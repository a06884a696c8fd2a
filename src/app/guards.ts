import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';

/** Loader of the guarded layouts: without a stored token the user goes to the login page (history replaced). */
export function requireSession() {
  if (session.getToken() === null) throw replace(paths.login);
  return null;
}

/** Loader of the auth layout: a stored token sends the user to the dashboard, except on the public demo page. */
export function redirectSignedIn({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  if (session.getToken() !== null && pathname.replace(/\/+$/, '') !== paths.demo) throw replace(paths.dashboard);
  return null;
}

/** Guards run on every navigation, not only when the layout's params change. */
export function alwaysRevalidate() {
  return true;
}
