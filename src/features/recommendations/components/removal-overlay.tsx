import { useEffect, useRef } from 'react';

/** 'Tweet Hidden' with Undo and the seconds left before the tweet leaves the list. */
export function RemovalOverlay({ secondsLeft, onUndo, label }: { secondsLeft: number; onUndo: () => void; label: string }) {
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // focus lands on the result of Hide/Delete: the way back
    undoRef.current?.focus();
  }, []);
  return (
    <div className="rima-tweet-overlay" role="group" aria-label={`Tweet Hidden: ${label}`}>
      <p className="fw-semibold mb-1">Tweet Hidden</p>
      <p className="mb-2 small" aria-live="polite" aria-atomic="true">
        Removed in {secondsLeft} s
      </p>
      <button type="button" className="btn btn-sm btn-light" ref={undoRef} onClick={onUndo}>
        Undo
      </button>
    </div>
  );
}
