import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';

/**
 * A widget's stand-in before its live module (loaded on first use: load-on-first-use.ts) has
 * arrived. The test setup loads the live modules for every other test; `fresh(load)` imports a fresh
 * copy of the widget (`load`, after the module registry is reset) whose live module at `livePath` (an
 * '@/' path) waits for `arrive()`, or fails to load the first time with `failFirst`, so what the user
 * does to the stand-in happens, deterministically, before it loads. `requested()` counts the loads
 * asked for since the last `fresh`.
 */
export function deferredLiveModule(livePath: string) {
  let arrive: () => void = () => undefined;
  let requested = 0;
  afterEach(() => {
    vi.doUnmock(livePath);
  });
  return {
    arrive: () => arrive(),
    requested: () => requested,
    async fresh<Module>(load: () => Promise<Module>, { failFirst = false } = {}): Promise<Module> {
      vi.resetModules();
      requested = 0;
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      vi.doMock(livePath, async (importOriginal) => {
        requested += 1;
        await arrived;
        if (failFirst && requested === 1) throw new Error('the chunk did not load');
        return importOriginal();
      });
      return load();
    },
  };
}

/**
 * The keyboard user's path onto a text field standing in for a live widget: Tab past the button
 * before it onto the stand-in (whose focus asks for the live module), type `keys` before the module
 * arrives, let it arrive; resolves to the live field that took the stand-in's place.
 */
export async function typeBeforeArrival(
  deferred: ReturnType<typeof deferredLiveModule>,
  field: () => HTMLElement,
  keys: string,
): Promise<{ standIn: HTMLElement; live: HTMLInputElement; user: UserEvent }> {
  const user = userEvent.setup();
  await user.tab();
  await user.tab();
  const standIn = field();
  expect(standIn).toHaveFocus();
  await waitFor(() => expect(deferred.requested()).toBe(1));
  await user.keyboard(keys);
  await act(async () => deferred.arrive());
  await waitFor(() => expect(field()).not.toBe(standIn));
  const live = field();
  if (!(live instanceof HTMLInputElement)) throw new Error('the live widget has no text field');
  return { standIn, live, user };
}

/**
 * A stand-in whose live module fails to load (deferred with `failFirst`): the user types `text` into
 * it, the load fails and the stand-in says `failure` with the text kept; Try again loads the live
 * widget, which takes over with the text and the focus.
 */
export async function failThenTryAgain(deferred: ReturnType<typeof deferredLiveModule>, field: () => HTMLElement, text: string, failure: string) {
  const user = userEvent.setup();
  await user.click(field());
  await user.keyboard(text);
  await act(async () => deferred.arrive());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(failure);
  expect(field()).toHaveValue(text);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(deferred.requested()).toBe(2));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await waitFor(() => expect(field()).toHaveFocus());
  expect(field()).toHaveValue(text);
}
