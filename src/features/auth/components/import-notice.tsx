import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { importIsRunning, importProgressQuery } from '@/api/user/queries';

/** What the notice says, with its Retry: its code loads only for an import that failed or still runs. */
const ImportNoticeView = lazy(() => import('./import-notice-view').then((module) => ({ default: module.ImportNoticeView })));

/**
 * Every signed-in page of the standalone build (AppShell): a live import that failed says what
 * failed with Retry, until it is resolved; one still running (or left unfinished by a closed tab:
 * reading its progress goes on with it) says where it is and links to its wait screen. Nothing for
 * an account without a live import, nor once it is done or cancelled: the wait screen and My account
 * tell those. AppShell renders it only in the standalone build.
 *
 * The progress is asked here, in the shell's own code, when the shell first renders: with the page's
 * first requests, not after a chunk of its own has loaded and React has shown it (a lazy boundary's
 * content is shown after the page's own fallbacks, and its request made Topic Trends' third step).
 */
export function ImportNotice() {
  const progress = useQuery(importProgressQuery());
  const data = progress.data;
  if (!data || (data.phase !== 'failed' && !importIsRunning(data.phase))) return null;
  return (
    <Suspense fallback={null}>
      <ImportNoticeView progress={data} />
    </Suspense>
  );
}
