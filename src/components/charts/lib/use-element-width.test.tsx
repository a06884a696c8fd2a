import { act, render, screen } from '@testing-library/react';
import { fakeLayout } from '@/test/fake-layout';
import { useElementWidth } from './use-element-width';

function Measured({ beforePaint }: { beforePaint?: boolean }) {
  const [ref, width] = useElementWidth({ beforePaint });
  return <div ref={ref}>{width === 0 ? 'not measured' : `${width} px`}</div>;
}

const layout = fakeLayout({ height: 10 });

describe('useElementWidth', () => {
  it('says 0 where nothing has a width', () => {
    render(<Measured />);
    expect(screen.getByText('not measured')).toBeInTheDocument();
  });

  it('measures the element, follows its resizes in whole pixels, and keeps the last width while it is hidden', () => {
    layout.width = 412.7;
    render(<Measured />);
    expect(screen.getByText('412 px')).toBeInTheDocument();
    layout.width = 1000;
    act(() => layout.resize());
    expect(screen.getByText('1000 px')).toBeInTheDocument();
    layout.width = 0;
    act(() => layout.resize());
    expect(screen.getByText('1000 px')).toBeInTheDocument();
  });

  it('measures nothing in the commit when asked not to (no forced layout), and takes the width from the first resize observation', () => {
    layout.width = 412.7;
    const measured = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    render(<Measured beforePaint={false} />);
    expect(measured).not.toHaveBeenCalled();
    expect(screen.getByText('not measured')).toBeInTheDocument();
    act(() => layout.resize());
    expect(screen.getByText('412 px')).toBeInTheDocument();
  });
});
