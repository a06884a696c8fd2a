import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isOffered } from '@/api/features';
import type { User } from '@/api/user/schemas';
import { BusyButton } from '@/components/ui/busy-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFeatureProbe } from '@/components/ui/use-features';
import { errorCause } from '@/lib/error-message';
import { useSingleFlight } from '@/lib/use-single-flight';
import { LIFECYCLE_LABELS, liveRefreshOutcome, useLifecycleAction, type LifecycleAction } from '../api/queries';
import { useProfileRefresh, type RefreshState } from '../hooks/use-profile-refresh';
import { DataFile } from './data-file';
import { EditsAtRisk, SERVER_REGENERATE_RISK } from './edits-at-risk';
import { RefreshProgress } from './refresh-progress';
import { RemovedPapers } from './removed-papers';
import { ResetAccount } from './reset-account';
import { formatClock, formatDateTime } from '@/lib/date-format';

/** The anchor of the panel: My Publications links to `/app/user-profile#your-data`. */
export const YOUR_DATA_ID = 'your-data';

/**
 * What each action may change, said before it runs: on the built-in backend, and on a RIMA server
 * (api-contract 4.1, 4.2; development 3.4). `fetchPapers`: whether this server has the development
 * line's fetch-papers/ (asked first, src/api/feature-probe.ts); the release's fallback re-imports.
 */
export function effectText(action: LifecycleAction, builtIn: boolean, fetchPapers = isOffered('fetchPapers')): string {
  if (action === 'fetch') {
    if (builtIn) {
      return 'Reads the paper list of your Semantic Scholar author and the posts of your handle again and adds only the ones not here yet. Papers you removed stay removed and your edits are kept. Your interests do not change until you regenerate your profile.';
    }
    return fetchPapers ? FETCH_KEEPS_INTERESTS : FETCH_REIMPORTS;
  }
  if (builtIn) {
    return 'Recomputes your interests from your papers and posts, new papers included. Weights you set by hand, interests you renamed and interests you added yourself are kept; other weights may change, new interests may appear, and interests your papers no longer support may go.';
  }
  return `${SERVER_REGENERATE_RISK} It works in the background and does not report when it is done: this page looks again for a few minutes.`;
}

const FETCH_KEEPS_INTERESTS =
  'This server fetches the new papers of your Semantic Scholar author in the background, without touching your interests. It does not report when it is done: this page looks again for a few minutes.';
const FETCH_REIMPORTS =
  'This server imports your papers and tweets again and then recomputes your interests in the background, which can take several minutes: interests you added, renamed or re-weighted may be undone.';


/**
 * What the status says while an action's job runs: a fetch that leaves the profile as it is (the
 * built-in backend, the development line's fetch-papers/) is not said to update it; the release's
 * fallback re-imports and recomputes, as Regenerate does.
 */
export function workingText(action: LifecycleAction, builtIn: boolean): string {
  if (action === 'fetch' && builtIn) return 'Fetching new papers and posts…';
  if (action === 'fetch' && isOffered('fetchPapers')) return 'Fetching new papers…';
  return 'Updating your profile…';
}

/** The outcome of the last action, beside its button: while the server works, then a short diff or "Nothing new since 10:42". */
export function RefreshStatus({ state, working = 'Updating your profile…' }: { state: RefreshState; working?: string }) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'watching') {
    return (
      <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-2 mb-0 py-2" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>
          {working} {state.lastChange ? `Last change: ${formatDateTime(new Date(state.lastChange))}.` : null}
        </span>
      </div>
    );
  }
  if (state.phase === 'told' && state.failed) {
    return (
      <div className="alert alert-warning mt-2 mb-0 py-2" role="status">
        {state.message}
      </div>
    );
  }
  if (state.phase === 'told' && state.message.startsWith('Cancelled')) {
    // Cancel of a live account's refresh: what it stored before Cancel is named too
    return (
      <div className="alert alert-secondary mt-2 mb-0 py-2" role="status">
        {state.message}
        {state.changes.length > 0 ? ` Updated: ${state.changes.join('; ')}.` : ''}
      </div>
    );
  }
  if (state.phase === 'told' || state.phase === 'changed') {
    const changes = state.changes.length > 0 ? state.changes : state.phase === 'told' && state.message !== 'Nothing new' ? [state.message] : [];
    return (
      <div className={`alert ${changes.length > 0 ? 'alert-success' : 'alert-secondary'} mt-2 mb-0 py-2`} role="status">
        {changes.length > 0 ? `Updated: ${changes.join('; ')}.` : `Nothing new since ${formatClock(state.checkedAt)}.`}
      </div>
    );
  }
  return (
    <div className="alert alert-secondary mt-2 mb-0 py-2" role="status">
      No change yet at {formatClock(state.checkedAt)}. The server may still be working; come back to this page later.
    </div>
  );
}

function ActionBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="border rounded p-3 mb-3" aria-labelledby={id}>
      <h3 id={id} className="h6">
        {title}
      </h3>
      {children}
    </section>
  );
}

type FetchBlockProps = { builtIn: boolean; canFetch: boolean; busy: boolean; unavailable: boolean; onFetch: () => void; children: ReactNode };

/**
 * Fetch new papers and posts. On a RIMA server how this server fetches is asked first
 * (useFeatureProbe): the development line's fetch-papers/ leaves the interests as they are and runs
 * at once; the release's fallback (trigger-data-updata/) imports everything again and recomputes the
 * interests, so it says so and asks first, as Regenerate and Reset do.
 */
function FetchBlock({ builtIn, canFetch, busy, unavailable, onFetch, children }: FetchBlockProps) {
  const probe = useFeatureProbe('fetchPapers');
  const [confirming, setConfirming] = useState(false);
  const reimports = !builtIn && probe === 'missing';
  return (
    <ActionBlock id="fetch-heading" title={LIFECYCLE_LABELS.fetch}>
      <p className="small text-muted">{probe === 'checking' ? 'Checking how this server fetches new papers…' : effectText('fetch', builtIn, probe === 'offered')}</p>
      {canFetch ? (
        <BusyButton
          className="btn btn-outline-primary btn-sm"
          onClick={() => (reimports ? setConfirming(true) : onFetch())}
          busy={busy}
          unavailable={unavailable || probe === 'checking'}
          spinnerClassName="me-1"
        >
          {LIFECYCLE_LABELS.fetch}
        </BusyButton>
      ) : (
        <p className="mb-0">There is nothing to fetch yet: add your Semantic Scholar id or your handle above, and save.</p>
      )}
      {children}
      <ConfirmDialog
        open={confirming}
        title="Fetch new papers and posts?"
        confirmLabel="Fetch"
        danger={false}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onFetch();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>This server fetches by importing your papers and tweets again, and then recomputes your interests in the background.</p>
        <EditsAtRisk />
      </ConfirmDialog>
    </ActionBlock>
  );
}

/** A heading that takes the focus (scrolled to the top) when the address's hash names `id`, as a link to My account#your-data does. */
function useFocusOnHash(id: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, id]);
  return headingRef;
}

/**
 * 'Your data' on My account: Fetch new papers and posts, Regenerate profile, Removed papers and
 * Download/Restore (the built-in backend only) and Reset account. Each says before it runs what it may change; the outcome of
 * the last action stays beside its button as a short diff.
 */
export function YourDataPanel({ user, builtIn, displayName }: { user: User; builtIn: boolean; displayName: string }) {
  const lifecycle = useLifecycleAction(builtIn);
  const refresh = useProfileRefresh();
  const singleFlight = useSingleFlight();
  const [cause, setCause] = useState<LifecycleAction | null>(null);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const [failed, setFailed] = useState<{ action: LifecycleAction; error: unknown } | null>(null);
  const headingRef = useFocusOnHash(YOUR_DATA_ID);

  /** Starts a background job once (a double click starts one), then watches for its effect. */
  const start = (action: LifecycleAction) =>
    void singleFlight(async () => {
      // one job at a time: not while one starts, nor while the page watches for its effect
      if (lifecycle.isPending || refresh.state.phase === 'watching') return;
      setFailed(null);
      setCause(action);
      try {
        const before = await refresh.baseline();
        await lifecycle.mutateAsync(action);
        setConfirmRegenerate(false);
        // the standalone build's live accounts fetch before answering and say what changed
        const told = builtIn ? await liveRefreshOutcome() : null;
        if (told) await refresh.tell(told, before);
        else refresh.watch(before, { builtIn });
      } catch (error) {
        setConfirmRegenerate(false);
        setFailed({ action, error });
      }
    });
  const running = lifecycle.isPending ? lifecycle.variables : null;
  const watching = refresh.state.phase === 'watching';
  const canFetch = Boolean(user.author_id?.trim() || user.twitter_account_id?.trim());

  const outcome = (action: LifecycleAction) =>
    builtIn && running === action ? (
      // the built-in backend's refresh of a live account: the source it reads, why it waits, Cancel
      <RefreshProgress />
    ) : failed?.action === action ? (
      <div className="alert alert-danger mt-2 mb-0 py-2" role="alert">
        {LIFECYCLE_LABELS[action]} failed. {errorCause(failed.error)} Nothing was changed.
      </div>
    ) : cause === action ? (
      <RefreshStatus state={refresh.state} working={workingText(action, builtIn)} />
    ) : null;

  return (
    <section className="mt-4" aria-labelledby={`${YOUR_DATA_ID}-heading`} id={YOUR_DATA_ID}>
      {/* the sticky top bar must not cover the heading the link scrolls to */}
      <h2 id={`${YOUR_DATA_ID}-heading`} className="h5" ref={headingRef} tabIndex={-1} style={{ scrollMarginTop: 96 }}>
        Your data
      </h2>
      <FetchBlock builtIn={builtIn} canFetch={canFetch} busy={running === 'fetch'} unavailable={running === 'regenerate' || watching} onFetch={() => start('fetch')}>
        {outcome('fetch')}
      </FetchBlock>
      <ActionBlock id="regenerate-heading" title={LIFECYCLE_LABELS.regenerate}>
        <p className="small text-muted">{effectText('regenerate', builtIn)}</p>
        <BusyButton
          className="btn btn-outline-primary btn-sm"
          onClick={() => setConfirmRegenerate(true)}
          busy={running === 'regenerate'}
          unavailable={running === 'fetch' || watching}
          spinnerClassName="me-1"
        >
          {LIFECYCLE_LABELS.regenerate}
        </BusyButton>
        {outcome('regenerate')}
      </ActionBlock>
      {builtIn ? <RemovedPapers /> : null}
      {builtIn ? <DataFile displayName={displayName} /> : null}
      <ResetAccount email={user.email} />
      <ConfirmDialog
        open={confirmRegenerate}
        title="Regenerate profile?"
        confirmLabel="Regenerate"
        danger={false}
        busy={running === 'regenerate'}
        onConfirm={() => start('regenerate')}
        onCancel={() => setConfirmRegenerate(false)}
      >
        {/* a RIMA server does not promise to keep the user's edits: the dialog lists those it can identify */}
        {builtIn ? <p className="mb-0">{effectText('regenerate', builtIn)}</p> : <EditsAtRisk />}
      </ConfirmDialog>
    </section>
  );
}
