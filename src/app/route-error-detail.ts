import { isRouteErrorResponse } from 'react-router-dom';

/** A one-line description of what a route's error boundary caught (rendered as text). */
export function routeErrorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}
