import { onTestFinished } from 'vitest';
import { server } from '@/backend/node';

/** A request the app sent, as the mock server saw it. */
export type SeenRequest = { method: string; url: string; origin: string; path: string; authorization: string | null };

/**
 * Records every request the app sends during the current test (the mock server sees them all, in
 * the order they start), with its Authorization header; the list fills as the test runs.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url: request.url, origin: url.origin, path: url.pathname, authorization: request.headers.get('authorization') });
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return seen;
}
