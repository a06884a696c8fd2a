import { act, render, screen } from '@testing-library/react';
import { useElementWidth } from './use-element-width';

function Measured({ beforePaint }: { beforePaint?: boolean }) {
  const [ref, width] = useElementWidth({ beforePaint });
  return <div ref={ref}>{width === 0 ? 'not measured' : `${width} px`}</div>;
}

let boxWidth = 0;
let resized: (() => void) | null = null;

beforeEach(() => {
  boxWidth = 0;
  resized = null;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ width: boxWidth, height: 10 }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
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

describe('useElementWidth', () => {
  it('says 0 where nothing has a width', () => {
    render(<Measured />);
    expect(screen.getByText('not measured')).toBeInTheDocument();
  });

  it('measures the element, follows its resizes in whole pixels, and keeps the last width while it is hidden', () => {
    boxWidth = 412.7;
    render(<Measured />);
    expect(screen.getByText('412 px')).toBeInTheDocument();
    boxWidth = 1000;
    act(() => resized?.());
    expect(screen.getByText('1000 px')).toBeInTheDocument();
    boxWidth = 0;
    act(() => resized?.());
    expect(screen.getByText('1000 px')).toBeInTheDocument();
  });

  it('measures nothing in the commit when asked not to (no forced layout), and takes the width from the first resize observation', () => {
    boxWidth = 412.7;
    const measured = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    render(<Measured beforePaint={false} />);
    expect(measured).not.toHaveBeenCalled();
    expect(screen.getByText('not measured')).toBeInTheDocument();
    act(() => resized?.());
    expect(screen.getByText('412 px')).toBeInTheDocument();
  });
});
