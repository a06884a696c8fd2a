import { render } from '@testing-library/react';
import { AXIS_TICK } from './chart-style';
import { PeriodTick } from './period-tick';

function tick(props: Parameters<typeof PeriodTick>[0]) {
  const { container } = render(
    <svg>
      <PeriodTick {...props} />
    </svg>,
  );
  const text = container.querySelector('text');
  if (!text) throw new Error('no tick text');
  return text;
}

describe('PeriodTick', () => {
  it('writes a month and its year on two lines, and any other label on one', () => {
    expect([...tick({ payload: { value: 'Jun 2026' } }).querySelectorAll('tspan')].map((line) => line.textContent)).toEqual(['Jun', '2026']);
    expect([...tick({ payload: { value: 'Q2' } }).querySelectorAll('tspan')].map((line) => line.textContent)).toEqual(['Q2']);
  });

  it("writes what the axis's formatter makes of the value", () => {
    const text = tick({ payload: { value: '2026-06' }, tickFormatter: () => 'Jun 2026' });
    expect(text.textContent).toBe('Jun2026');
  });

  it('is drawn in the one axis tick style of the charts', () => {
    const text = tick({ payload: { value: 'Jun 2026' } });
    expect(text.getAttribute('font-size')).toBe(String(AXIS_TICK.fontSize));
    expect(text.getAttribute('fill')).toBe(AXIS_TICK.fill);
  });
});
