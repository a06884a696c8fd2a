import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-error';
import { GENERIC_ERROR_MESSAGE, SESSION_ENDED_MESSAGE } from '@/lib/error-message';

/** The spec's empty message ('No Papers Found', 'No Data Found', …). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="text-muted text-center py-4 mb-0">{children}</p>;
}

/** What a screen shows when its data could not be loaded. Server text is rendered as text, never as HTML. */
export function ErrorState({ error, onRetry, title = 'This could not be loaded.' }: { error: unknown; onRetry?: () => void; title?: string }) {
  const detail = isApiError(error) ? describeApiError(error) : GENERIC_ERROR_MESSAGE;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span>
        <strong>{title}</strong> {detail}
      </span>
      {onRetry ? (
        <button type="button" className="btn btn-sm btn-outline-danger ms-auto" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

function describeApiError(error: import('@/api/http').ApiError): string {
  switch (error.kind) {
    case 'network':
      return 'The server could not be reached.';
    case 'timeout':
      return 'The server did not answer in time.';
    case 'contract':
      return 'The server sent an answer this app does not understand.';
    case 'http':
      if (error.status === 401) return SESSION_ENDED_MESSAGE;
      if (error.status === 404) return 'The server does not know this item.';
      if (error.status !== null && error.status >= 500) return 'The server failed to answer.';
      return GENERIC_ERROR_MESSAGE;
  }
}
