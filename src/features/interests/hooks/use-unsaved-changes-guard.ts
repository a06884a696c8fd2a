import { useCallback, useLayoutEffect, useRef } from 'react';
import { useBeforeUnload, useBlocker, type BlockerFunction, type Location } from 'react-router-dom';

/**
 * One question for every way out while there are unsaved changes: a dialog's close button and Escape
 * (they navigate), links, Back (one router blocker), and closing or reloading the tab (beforeunload).
 * A navigation `staysOn` says keeps the editor on screen passes. `release` lets the next navigation
 * pass without asking, e.g. the one that follows a successful save.
 */
export function useUnsavedChangesGuard(dirty: boolean, staysOn: (current: Location, next: Location) => boolean) {
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => dirtyRef.current && !staysOn(currentLocation, nextLocation), [staysOn]));
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    }, []),
  );
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return {
    /** a navigation waits for the user's answer */
    asking: blocker.state === 'blocked',
    /** the user chose to leave: the navigation goes on, the changes are lost */
    leave: () => blocker.proceed?.(),
    /** the user chose to keep editing */
    stay: () => blocker.reset?.(),
    release,
  };
}
