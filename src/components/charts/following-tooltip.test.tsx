import { fireEvent, render, screen } from '@testing-library/react';
import { FollowingTooltip, useFollowingTooltip } from './following-tooltip';

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) };
}

function Chart({ name }: { name: string | null }) {
  const tooltip = useFollowingTooltip();
  return (
    <div data-testid="box" onPointerMove={tooltip.follow}>
      <button type="button" onFocus={(event) => tooltip.beside(event.currentTarget)}>
        mark
      </button>
      <FollowingTooltip handle={tooltip} text={name === null ? null : { title: name, rows: [{ label: 'Weight', value: 3 }] }} testId="wrapper" />
    </div>
  );
}

describe('FollowingTooltip', () => {
  it('moves its wrapper to the pointer and beside an element, in the coordinates of its box', () => {
    render(<Chart name="mooc" />);
    vi.spyOn(screen.getByTestId('box'), 'getBoundingClientRect').mockReturnValue(rect(100, 50, 400, 300));
    vi.spyOn(screen.getByRole('button'), 'getBoundingClientRect').mockReturnValue(rect(200, 80, 40, 20));
    const wrapper = screen.getByTestId('wrapper');
    fireEvent.pointerMove(screen.getByTestId('box'), { clientX: 130, clientY: 90 });
    expect([wrapper.style.left, wrapper.style.top]).toEqual(['30px', '40px']);
    screen.getByRole('button').focus();
    expect([wrapper.style.left, wrapper.style.top]).toEqual(['120px', '30px']);
  });

  it('shows the one chart tooltip as text while it has something to say, and nothing otherwise', () => {
    const { rerender } = render(<Chart name={'<img src=x onerror="window.hacked=1">mooc'} />);
    expect(screen.getByRole('tooltip')).toHaveTextContent('<img src=x onerror="window.hacked=1">moocWeight: 3');
    expect(screen.getByTestId('wrapper').querySelector('img')).toBeNull();
    rerender(<Chart name={null} />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByTestId('wrapper')).toBeEmptyDOMElement();
  });
});
