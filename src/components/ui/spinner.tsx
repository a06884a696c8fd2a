/** Loading indicator with an accessible name. */
export function Spinner({ label = 'Loading…', small = false }: { label?: string; small?: boolean }) {
  return (
    <div className={small ? 'd-inline-flex align-items-center' : 'd-flex justify-content-center py-4'} role="status" aria-live="polite">
      <span className={`spinner-border text-primary${small ? ' spinner-border-sm' : ''}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
