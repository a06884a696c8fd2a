import type { BlueskyNetwork } from '@/api/user/standalone-bluesky';
import { BusyButton } from '@/components/ui/busy-button';

type Props = {
  status: BlueskyNetwork;
  busy: boolean;
  onStart: () => void;
  onCancel: () => void;
};

/**
 * Reading the researcher's network on Bluesky: progress with Cancel while it runs ("Reading posts from
 * 40 of 180 accounts you follow"), then how many accounts the posts come from, with Refresh; without
 * a handle, or following nobody, the sentence of what to do.
 */
export function BlueskyNetworkPanel({ status, busy, onStart, onCancel }: Props) {
  const building = status.state === 'building';
  const canRead = status.state !== 'no-handle' && !building;
  const percent = status.total > 0 ? Math.round((100 * status.done) / status.total) : 0;
  return (
    <section className="rima-bluesky-network mb-3" aria-label="Your network on Bluesky">
      <p className={`mb-2 small${status.state === 'failed' ? ' text-danger' : ''}`} role="status" aria-live="polite">
        {status.message}
      </p>
      {building ? (
        <div className="d-flex align-items-center gap-2 mb-2">
          <div className="progress flex-grow-1" role="progressbar" aria-label="Reading your network on Bluesky" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      ) : null}
      {canRead ? (
        <BusyButton className="btn btn-sm btn-outline-primary" busy={busy} onClick={onStart}>
          {status.state === 'ready' ? 'Refresh posts from Bluesky' : status.state === 'none' ? 'Read my network on Bluesky' : 'Try again'}
        </BusyButton>
      ) : null}
    </section>
  );
}
