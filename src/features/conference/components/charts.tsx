/**
 * The recharts drawings of the conference screens. Only chart-drawing widgets import this module,
 * and only conference pages import those widgets, so recharts loads with these routes alone.
 * Every drawing is decorative for assistive technology (aria-hidden): its widget renders the values
 * as a visually hidden table and offers every click target as a named control.
 */
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { seriesColor } from '../lib/palette';
import type { EvolutionPoint, NamedValue, PublicationBar } from '../lib/transforms';

const AXIS_TEXT = { fontSize: 12, fill: '#343a40' };

/** Horizontal bars of named values (top 10 topics/keywords); clicking a bar picks its name. */
export function TermBars({ data, selected, onSelect }: { data: NamedValue[]; selected?: string; onSelect?: (name: string) => void }) {
  return (
    <div aria-hidden="true">
      <BarChart layout="vertical" data={data} responsive style={{ width: '100%', height: data.length * 30 + 40 }} margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TEXT} />
        <YAxis type="category" dataKey="name" width={130} interval={0} tick={AXIS_TEXT} />
        <Tooltip cursor={{ fillOpacity: 0.15 }} formatter={(value) => [value, 'Frequency']} />
        <Bar dataKey="value" isAnimationActive={false} onClick={(_, index) => onSelect?.(data[index]?.name ?? '')} cursor={onSelect ? 'pointer' : undefined}>
          {data.map((entry) => (
            <Cell key={entry.name} fill={entry.name === selected ? '#b35900' : '#1f5fa8'} />
          ))}
        </Bar>
      </BarChart>
    </div>
  );
}

/** Bars of the top publications of a term, labelled #1, #2, … (titles are listed beside the chart). */
export function PublicationBars({ data }: { data: PublicationBar[] }) {
  return (
    <div aria-hidden="true">
      <BarChart data={data} responsive style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="rank" tick={AXIS_TEXT} interval={0} />
        <YAxis allowDecimals={false} width={32} tick={AXIS_TEXT} />
        <Tooltip formatter={(value) => [value, 'Occurrences']} labelFormatter={(_, payload) => String(payload[0]?.payload?.title ?? '')} />
        <Bar dataKey="value" fill="#1e7b45" isAnimationActive={false} />
      </BarChart>
    </div>
  );
}

/** A donut of named values; clicking a sector picks its name. */
export function Donut({ data, onSelect }: { data: NamedValue[]; onSelect: (name: string) => void }) {
  return (
    <div aria-hidden="true">
      <PieChart responsive style={{ width: '100%', maxWidth: 360, height: 280, margin: '0 auto' }} accessibilityLayer={false}>
        <Pie
          rootTabIndex={-1}
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="85%"
          isAnimationActive={false}
          onClick={(_, index) => onSelect(data[index]?.name ?? '')}
          cursor="pointer"
          stroke="#fff"
        >
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={seriesColor(i)} />
          ))}
        </Pie>
        <Tooltip formatter={(value, name) => [`${String(value)} %`, name]} />
      </PieChart>
    </div>
  );
}

/** Areas of the evolution of chosen items; the highlighted item stands out, the others fade. */
export function EvolutionAreas({ points, items, highlighted }: { points: EvolutionPoint[]; items: readonly string[]; highlighted: string | null }) {
  return (
    <div aria-hidden="true">
      <AreaChart data={points} responsive style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="year" tick={AXIS_TEXT} />
        <YAxis allowDecimals={false} width={40} tick={AXIS_TEXT} />
        <Tooltip />
        {items.map((item, i) => {
          const faded = highlighted !== null && highlighted !== item;
          return (
            <Area
              key={item}
              type="monotone"
              name={item}
              dataKey={(point: EvolutionPoint) => point.values[i] ?? 0}
              stroke={seriesColor(i)}
              strokeWidth={highlighted === item ? 3 : 2}
              strokeOpacity={faded ? 0.2 : 1}
              fill={seriesColor(i)}
              fillOpacity={faded ? 0.03 : highlighted === item ? 0.45 : 0.15}
              isAnimationActive={false}
            />
          );
        })}
      </AreaChart>
    </div>
  );
}
