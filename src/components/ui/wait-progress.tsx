import { useEffect, useState } from 'react';

/** Elapsed seconds as "12 s" or "1 min 05 s". */
export function elapsedText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * A long wait of unknown length (a server that searches and scores for tens of seconds): an
 * indeterminate progress bar named by what is happening, the time elapsed since it appeared (updated
 * each second), and a Cancel that stops the request.
 */
export function WaitProgress({ label, onCancel }: { label: string; onCancel?: () => void }) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const elapsed = elapsedText((now - startedAt) / 1000);
  return (
    <div className="rima-wait py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span role="status">{label}</span>
        <span className="text-muted small">
          Elapsed: {elapsed}
        </span>
        {onCancel ? (
          <button type="button" className="btn btn-sm btn-outline-secondary ms-auto" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      <div className="progress" role="progressbar" aria-label={label} aria-valuetext={`Working, ${elapsed} elapsed`} style={{ height: 8 }}>
        <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
      </div>
    </div>
  );
}
