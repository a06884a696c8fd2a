import { useEffect, useState } from 'react';
import type { BlueskyProfile } from '@/api/user/standalone-bluesky';
import { isApiError } from '@/lib/api-error';
import { blueskyActor, blueskyProfileUrl } from '@/lib/bluesky-handle';
import { STANDALONE_UI } from '@/lib/demo-mode';
import { errorCause } from '@/lib/error-message';
import { Spinner } from '../ui/spinner';

/** How long typing pauses before the handle is looked up. */
export const CHECK_DELAY_MS = 500;

const numbers = new Intl.NumberFormat('en');

/** The client of the standalone Bluesky routes loads on first use (the public pages load no HTTP layer with them). */
const blueskyApi = () => import('@/api/user/standalone-bluesky');

/** The sentence of a failed look-up: the built-in backend's own (it names Bluesky), else the generic cause. */
function failureText(error: unknown): string {
  if (isApiError(error) && typeof error.body === 'object' && error.body !== null && 'detail' in error.body && typeof error.body.detail === 'string') {
    return error.body.detail;
  }
  return errorCause(error);
}

type Check = { actor: string; state: 'found'; profile: BlueskyProfile } | { actor: string; state: 'failed'; message: string };

/**
 * The look-up of a handle once typing pauses: null while nothing is known of `value` yet. Profiles
 * already looked up are kept for the page's life, so going back to a handle asks nothing again.
 */
function useBlueskyProfileCheck(value: string): { actor: string | null; check: Check | null } {
  const actor = blueskyActor(value);
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    if (actor === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      blueskyApi()
        .then((api) => api.getBlueskyProfile(actor, controller.signal))
        .then(
          (profile) => setCheck({ actor, state: 'found', profile }),
          (error: unknown) => {
            if (!controller.signal.aborted) setCheck({ actor, state: 'failed', message: failureText(error) });
          },
        );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [actor]);
  return { actor, check: check?.actor === actor ? check : null };
}

/**
 * The Bluesky profile of the handle typed in the social field (standalone build), resolved at the
 * field once typing pauses: "Ada Lovelace · 1,204 posts: is this you?", or that Bluesky has no such
 * account. Announced politely; nothing for an empty field or text that is no handle (the form says so).
 */
export function BlueskyHandleCheck({ value }: { value: string }) {
  // a build made for a backend takes Twitter handles: it leaves the check out
  return STANDALONE_UI ? <HandleCheck value={value} /> : null;
}

function HandleCheck({ value }: { value: string }) {
  const { actor, check } = useBlueskyProfileCheck(value);
  let content = null;
  if (actor !== null) {
    if (check === null) content = <Spinner small label={`Looking up ${actor} on Bluesky…`} />;
    else if (check.state === 'failed') content = <span className="text-danger">{check.message}</span>;
    else {
      const { display_name, handle, posts_count } = check.profile;
      content = (
        <span>
          <a href={blueskyProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
            {display_name}
          </a>{' '}
          · {numbers.format(posts_count)} {posts_count === 1 ? 'post' : 'posts'}: is this you?
        </span>
      );
    }
  }
  return (
    <div className="form-text mt-n2 mb-3 text-break" aria-live="polite">
      {content}
    </div>
  );
}
