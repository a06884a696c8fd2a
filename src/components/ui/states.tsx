import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import { canRetry, errorCause } from '@/lib/error-message';

/** The spec's empty message ('No Papers Found', 'No Data Found', …). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="text-muted text-center py-4 mb-0">{children}</p>;
}

/**
 * What a screen shows when its data could not be loaded: the title (which part failed), the cause in
 * the words of lib/error-message, and "Try again" only where asking again can help. Server text is
 * rendered as text, never as HTML.
 */
export function ErrorState({ error, onRetry, title = 'This could not be loaded.' }: { error: unknown; onRetry?: () => void; title?: string }) {
  // A route this server lacks is no failure: one calm sentence, no title, no retry.
  if (isApiError(error) && error.notOffered) return <NotOfferedState>{errorCause(error)}</NotOfferedState>;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 text-break" role="alert">
      <span>
        <strong>{title}</strong> {errorCause(error)}
      </span>
      {onRetry && canRetry(error) ? (
        <button type="button" className="btn btn-sm btn-outline-danger ms-auto" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** What a screen says for an optional feature this server does not offer ("This server does not offer …"). */
export function NotOfferedState({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-info mb-0" role="status">
      {children}
    </div>
  );
}
