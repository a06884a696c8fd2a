/**
 * A field's own error, shown under it instead of a toast: what failed (a search, a widget that could
 * not load) and Try again.
 */
export function FieldFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert-danger small p-2 mt-1 mb-0 d-flex flex-wrap align-items-center gap-2" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-sm btn-outline-danger ms-auto py-0" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
