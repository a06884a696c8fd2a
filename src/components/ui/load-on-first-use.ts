import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A module that a widget loads on its first use (React Aria's menu: see MenuButton; the sidebar's
 * user search, src/features/navigation/components/user-search.tsx): loaded once
 * for every instance, `loaded()` synchronously once it has arrived (instances mounted later render
 * the live widget at once), and tried again on the next use when its chunk could not load (offline,
 * a new build).
 */
export function loadOnFirstUse<Module>(importModule: () => Promise<Module>) {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  return {
    loaded: () => loaded,
    load(): Promise<Module> {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A widget's side of `loadOnFirstUse`: `loaded` is the module (with what the user did to the stand-in
 * before it arrived, from `capture`, read when it arrives, in the same task as the swap) once it
 * has, `load` asks for it; `failed` runs when it cannot load while the widget is still mounted.
 */
export function useLoadOnFirstUse<Module, Intent>(
  widget: { loaded: () => Module | null; load: () => Promise<Module> },
  capture: () => Intent,
  failed: (error: unknown) => void,
) {
  const [loaded, setLoaded] = useState<{ module: Module; intent?: Intent } | null>(() => {
    const module = widget.loaded();
    return module && { module };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // the live widget took the stand-in's place: a second `load` (a focus right after a pointing) that
  // resolves later finds the stand-in gone, with nothing left to capture
  const swapped = useRef(loaded !== null);
  const load = () => {
    widget.load().then(
      (module) => {
        if (!mounted.current || swapped.current) return;
        swapped.current = true;
        // read what the user did and put the live widget in place in one task: a key pressed in
        // between (Tab onto the stand-in) would otherwise leave the focus on a stand-in that is gone
        flushSync(() => setLoaded({ module, intent: capture() }));
      },
      (error: unknown) => {
        if (mounted.current) failed(error);
      },
    );
  };
  return { loaded, load };
}

/** Whether `element` (a widget's stand-in) has the focus: what a `capture` of useLoadOnFirstUse reads. */
export function hasFocus(element: Element | null): boolean {
  return element !== null && element === document.activeElement;
}
