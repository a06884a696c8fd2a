/** Props recharts passes to a custom axis tick. */
type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown }; index?: number; tickFormatter?: (value: never, index: number) => string };

/** An x-axis tick that writes "Jun 2026" on two lines (month over year), so six months fit a phone. */
export function PeriodTick({ x = 0, y = 0, payload, index = 0, tickFormatter }: TickProps) {
  const value = payload?.value;
  const text = tickFormatter ? tickFormatter(value as never, index) : String(value ?? '');
  const [first, second] = /^\S+ \d{4}$/.test(text) ? text.split(' ') : [text, undefined];
  return (
    <g transform={`translate(${Number(x)},${Number(y)})`}>
      <text textAnchor="middle" fill="#374151" fontSize={12}>
        <tspan x={0} dy={12}>
          {first}
        </tspan>
        {second ? (
          <tspan x={0} dy={14}>
            {second}
          </tspan>
        ) : null}
      </text>
    </g>
  );
}
