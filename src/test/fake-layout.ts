/**
 * A laid-out page for jsdom, which lays nothing out: every element's box is `width` wide, and
 * `resize()` calls the last ResizeObserver's callback as the browser does once the page is laid out.
 * Installs itself before each test of the file that calls it and is removed after each.
 */
export function fakeLayout({ height }: { height: number }) {
  const layout = { width: 0, resize: () => {} };
  beforeEach(() => {
    layout.width = 0;
    layout.resize = () => {};
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ width: layout.width, height }));
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          layout.resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return layout;
}
