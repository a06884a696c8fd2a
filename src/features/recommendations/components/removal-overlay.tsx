import { useEffect, useRef } from 'react';
import { TWITTER, type SocialNetwork } from '@/config/social';

/** 'Tweet Hidden' with Undo and the seconds left before the tweet leaves the list. */
export function RemovalOverlay({ secondsLeft, onUndo, label, network = TWITTER }: { secondsLeft: number; onUndo: () => void; label: string; network?: SocialNetwork }) {
  const hidden = `${network.Post} Hidden`;
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // focus lands on the result of Hide/Delete: the way back
    undoRef.current?.focus();
  }, []);
  return (
    <div className="rima-tweet-overlay" role="group" aria-label={`${hidden}: ${label}`}>
      <p className="fw-semibold mb-1">{hidden}</p>
      <p className="mb-2 small" aria-live="polite" aria-atomic="true">
        Removed in {secondsLeft} s
      </p>
      <button type="button" className="btn btn-sm btn-light" ref={undoRef} onClick={onUndo}>
        Undo
      </button>
    </div>
  );
}
