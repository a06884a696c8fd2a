import { AXIS_TICK } from './chart-style';

/** Props recharts passes to a custom axis tick. */
type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown }; index?: number; tickFormatter?: (value: never, index: number) => string };

/** The second line starts a little more than a line's height below the first. */
const LINE_HEIGHT = AXIS_TICK.fontSize + 2;

/**
 * An x-axis tick that writes "Jun 2026" on two lines (month over year), so six months fit a phone;
 * in the one axis tick style (chart-style.ts).
 */
export function PeriodTick({ x = 0, y = 0, payload, index = 0, tickFormatter }: TickProps) {
  const value = payload?.value;
  const text = tickFormatter ? tickFormatter(value as never, index) : String(value ?? '');
  const [first, second] = /^\S+ \d{4}$/.test(text) ? text.split(' ') : [text, undefined];
  return (
    <g transform={`translate(${Number(x)},${Number(y)})`}>
      <text textAnchor="middle" {...AXIS_TICK}>
        <tspan x={0} dy={AXIS_TICK.fontSize}>
          {first}
        </tspan>
        {second ? (
          <tspan x={0} dy={LINE_HEIGHT}>
            {second}
          </tspan>
        ) : null}
      </text>
    </g>
  );
}
