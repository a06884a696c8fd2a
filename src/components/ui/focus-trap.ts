/** An element that can take focus: HTML, or SVG like a word of a word cloud. */
export type Focusable = Element & HTMLOrSVGElement;

/** The focused element, when it is one that can be focused again (not the page body). */
export function activeFocusable(): Focusable | null {
  const active = document.activeElement;
  return (active instanceof HTMLElement || active instanceof SVGElement) && active !== document.body ? active : null;
}

/** What Tab reaches inside `container`, in order: enabled, shown controls and tabindex >= 0. */
export function tabbables(container: HTMLElement): HTMLElement[] {
  const candidates = container.querySelectorAll<HTMLElement>(
    'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]',
  );
  return Array.from(candidates).filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    // laid out (jsdom lays nothing out: there every element counts as shown)
    return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
  });
}

/**
 * Keeps Tab and Shift+Tab inside `container` (WAI-ARIA dialog pattern): from its last stop Tab goes
 * to its first, from its first (or from the container itself) Shift+Tab goes to its last. Call from
 * the container's keydown handler; true when it moved the focus.
 */
export function wrapTab(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault' | 'altKey' | 'ctrlKey' | 'metaKey'>, container: HTMLElement, stops: HTMLElement[] = tabbables(container)): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || stops.length === 0) return false;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !stops.includes(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last?.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first?.focus();
    return true;
  }
  return false;
}

/**
 * Where focus goes back to when `opener` has left the page since (a list or a chart drew its items
 * anew): its twin, the element of the same kind and text in the nearest of its former ancestors that
 * is still on the page. Remember the ancestors with `ancestorsOf` while the opener is there.
 */
export function ancestorsOf(element: Focusable): Element[] {
  const chain: Element[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) chain.push(node);
  return chain;
}

export function twinOf(opener: Focusable, ancestors: readonly Element[]): Focusable | null {
  if (opener.isConnected) return opener;
  const scope = ancestors.find((node) => node.isConnected) ?? document.body;
  const text = opener.textContent?.trim() ?? '';
  const role = opener.getAttribute('role');
  for (const candidate of scope.querySelectorAll<HTMLElement | SVGElement>(opener.tagName)) {
    if (candidate.getAttribute('role') === role && (candidate.textContent?.trim() ?? '') === text && candidate.tabIndex >= 0) return candidate;
  }
  return null;
}
