/** Brings an element into view (centred, where the browser can) and focuses it. */
export function focusAndReveal(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  element.focus({ preventScroll: true });
  // jsdom has no layout and no scrollIntoView
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  return true;
}

/**
 * Moves focus to the first invalid field (aria-invalid="true") inside `container` and scrolls it
 * into view; true when there was one. Call after the error messages have rendered.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  return focusAndReveal(container?.querySelector<HTMLElement>('[aria-invalid="true"]'));
}
