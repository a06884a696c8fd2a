import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { dismissAllToasts } from '@/components/ui/toasts';
import { pollEvery } from '@/config/polling';
// The dom projects' setup after setup-backend.ts (vite.config.ts: a setup file of its own, so that its
// hooks are registered for every file of a worker that runs several): MSW's test server starts there
// with onUnhandledRequest: 'error', after a last handler that refuses and records whatever nothing else
// answered: a test never reaches an outside host.

// Component tests in jsdom (the Node project's files share only setup-backend.ts).
installDialogPolyfill();

// CI runs the suite on two busy cores, where a page's first render can take more than Testing Library's
// default second; a wait that is never satisfied still fails, only later.
configure({ asyncUtilTimeout: 5000, getElementError: elementError });

/**
 * Testing Library's error for a query that found nothing, with the page printed in it as by default,
 * but printed only when the message is read. A findBy or waitFor that is still waiting fails its
 * query every 50 ms and keeps only the last error: printing the whole page into each of them took
 * about a fifth of a page test's time (a conference page, seconds of a build) for messages never read.
 * The page is printed as it is when the failure is reported, a moment after the last attempt.
 */
const PRINTED_PAGE = 'Ignored nodes: comments, script, style';

function elementError(message: string | null, container: Element): Error {
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  let printed: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    enumerable: false,
    // waitFor's timeout passes the last query's message through here again: the page is printed once
    get: () => (printed ??= message?.includes(PRINTED_PAGE) ? message : [message, `${PRINTED_PAGE}\n${String(prettyDOM(container))}`].filter(Boolean).join('\n\n')),
  });
  return error;
}

// Work that runs elsewhere (the live import, the LAK corpus build, a Bluesky network read) is asked
// about every 50 ms, not at a person's pace: a test sees each step of it at once. The server import's
// 2 s stays (its tests count the polls with fake timers).
Object.assign(pollEvery, { liveImportMs: 50, lakCorpusMs: 50, blueskyNetworkMs: 50 });

// jsdom has no layout: scrolling is a no-op here (the app scrolls to the top on every navigation).
window.scrollTo = () => undefined;

// The toast container loads with the first toast (a lazy chunk): loaded once here, so a test's first
// toast appears as quickly as the ones after it. The same for the live menu and hint buttons, the
// sidebar's user search and the multiple-selection combobox (React Aria, loaded on first use): they
// work as in a browser where it has arrived; menu-button.test.tsx, hint-button.test.tsx,
// user-search-standin.test.tsx and multi-select.test.tsx cover the stand-ins before it arrives.
// Only component tests (*.test.tsx) mount them: the *.test.ts files of this project (the API
// client, the backend's handlers, web storage, a chart's hidden table) skip loading them (about a
// second of a short file on a busy machine).
beforeAll(async () => {
  if (!expect.getState().testPath?.endsWith('.tsx')) return;
  await Promise.all([
    import('@/components/ui/toast-container'),
    import('@/components/ui/menu-button').then(({ loadMenuButton }) => loadMenuButton()),
    import('@/components/ui/hint-button').then(({ loadHintButton }) => loadHintButton()),
    import('@/features/navigation/components/user-search').then(({ loadUserSearch }) => loadUserSearch()),
    import('@/components/ui/multi-select').then(({ loadMultiSelect }) => loadMultiSelect()),
  ]);
});
afterEach(async () => {
  cleanup();
  await dismissAllToasts();
});
// The next file a worker runs shares this one's jsdom (vite.config.ts): it starts on real timers and
// with the window's own globals, whatever a test of this one left.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * jsdom (29) has HTMLDialogElement but not showModal()/close(). A small polyfill that follows the
 * HTML standard where a test can observe it: showModal() sets `open` and runs the dialog focusing
 * steps (the autofocus element, else the first focusable descendant, else the dialog); Escape while
 * a modal dialog is open fires a cancelable `cancel` event and closes the dialog unless it was
 * cancelled; close() removes `open` and fires `close`. Inertness of the page behind is the
 * browser's part and is covered by the Playwright tests.
 */
function installDialogPolyfill() {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
  const openModals: HTMLDialogElement[] = [];

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    openModals.push(this);
    const candidates = Array.from(this.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.hasAttribute('disabled'));
    const target = candidates.find((element) => element.hasAttribute('autofocus')) ?? candidates[0] ?? this;
    target.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = openModals.indexOf(this);
    if (index >= 0) openModals.splice(index, 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    // browsers queue the close event as a task
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = openModals[openModals.length - 1];
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
