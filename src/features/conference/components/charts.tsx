/**
 * The drawings of the conference screens: d3 computes the layout (../lib/chart-layout), React renders
 * the SVG. No chart library: only the few d3 modules used load with these routes.
 * Every drawing is decorative for assistive technology (aria-hidden): its widget renders the values
 * as a visually hidden table and offers every click target as a named control. Hovering a mark
 * shows its values (an SVG <title> per mark).
 */
import { FALLBACK_CHART_WIDTH, useElementWidth } from '@/components/charts/lib/use-element-width';
import { AXIS_COLOR, AXIS_FONT_SIZE, AXIS_TEXT_COLOR, BottomAxis, LeftAxis, TICK_SIZE } from '@/components/charts/svg-axes';
import { seriesColor } from '../lib/palette';
import type { EvolutionPoint, NamedValue, PublicationBar } from '../lib/transforms';
import { DONUT_HEIGHT, DONUT_MAX_WIDTH, layoutAreas, layoutDonut, layoutPublicationBars, layoutTermBars, termBarsHeight } from '../lib/chart-layout';

const BAR_COLOR = '#1f5fa8';
const SELECTED_BAR_COLOR = '#b35900';
const PUBLICATION_BAR_COLOR = '#1e7b45';
/** Horizontal bars of named values (top 10 topics/keywords); clicking a bar picks its name. */
export function TermBars({ data, selected, onSelect }: { data: NamedValue[]; selected?: string; onSelect?: (name: string) => void }) {
  const [ref, measured] = useElementWidth();
  const width = measured || FALLBACK_CHART_WIDTH;
  const layout = layoutTermBars(data, width);
  const { plot } = layout;
  return (
    <div aria-hidden="true" ref={ref} className="rima-chart" style={{ height: termBarsHeight(data.length) }}>
      <svg width={layout.width} height={layout.height} className="rima-chart__svg" focusable="false">
        <BottomAxis ticks={layout.ticks} y={plot.bottom} left={plot.left} right={plot.right} grid={{ top: plot.top }} />
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={AXIS_COLOR} />
        {layout.bars.map((bar) => (
          <g
            key={bar.name}
            className={`rima-chart__row${onSelect ? ' rima-chart__row--clickable' : ''}`}
            onClick={onSelect ? () => onSelect(bar.name) : undefined}
            cursor={onSelect ? 'pointer' : undefined}
          >
            <title>{`${bar.name}\nFrequency: ${bar.value}`}</title>
            <rect className="rima-chart__hit" x={plot.left} y={bar.y} width={plot.right - plot.left} height={bar.height} fill="transparent" />
            <rect className="rima-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={bar.name === selected ? SELECTED_BAR_COLOR : BAR_COLOR} />
            <line x1={plot.left} x2={plot.left - TICK_SIZE} y1={bar.y + bar.height / 2} y2={bar.y + bar.height / 2} stroke={AXIS_COLOR} />
            <text className="rima-chart__label" x={plot.left - TICK_SIZE - 3} y={bar.y + bar.height / 2} dy="0.32em" textAnchor="end" fontSize={AXIS_FONT_SIZE} fill={AXIS_TEXT_COLOR}>
              {bar.label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}

/** Bars of the top publications of a term, labelled #1, #2, … (titles are listed beside the chart). */
export function PublicationBars({ data }: { data: PublicationBar[] }) {
  const [ref, measured] = useElementWidth();
  const width = measured || FALLBACK_CHART_WIDTH;
  const layout = layoutPublicationBars(data, width);
  const { plot } = layout;
  return (
    <div aria-hidden="true" ref={ref} className="rima-chart" style={{ height: layout.height }}>
      <svg width={layout.width} height={layout.height} className="rima-chart__svg" focusable="false">
        <LeftAxis ticks={layout.ticks} x={plot.left} top={plot.top} bottom={plot.bottom} grid={{ right: plot.right }} />
        <BottomAxis
          ticks={layout.bars.map((bar, i) => ({ offset: bar.x + bar.width / 2, label: (data.length - 1 - i) % layout.stride === 0 ? bar.label : '', key: bar.key }))}
          y={plot.bottom}
          left={plot.left}
          right={plot.right}
        />
        {layout.bars.map((bar, i) => (
          <g key={bar.key} className="rima-chart__column">
            <title>{`${data[i]?.title ?? ''}\nOccurrences: ${bar.value}`}</title>
            <rect className="rima-chart__hit" x={bar.x} y={plot.top} width={bar.width} height={plot.bottom - plot.top} fill="transparent" />
            <rect className="rima-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={PUBLICATION_BAR_COLOR} />
          </g>
        ))}
      </svg>
    </div>
  );
}

/** A donut of named values; clicking a sector picks its name. */
export function Donut({ data, onSelect }: { data: NamedValue[]; onSelect: (name: string) => void }) {
  const [ref, measured] = useElementWidth();
  const layout = layoutDonut(data, Math.min(measured || DONUT_MAX_WIDTH, DONUT_MAX_WIDTH), DONUT_HEIGHT);
  return (
    <div aria-hidden="true" ref={ref} className="rima-chart rima-chart--donut" style={{ maxWidth: DONUT_MAX_WIDTH, height: DONUT_HEIGHT }}>
      <svg width={layout.width} height={layout.height} className="rima-chart__svg" focusable="false">
        <g transform={`translate(${layout.cx},${layout.cy})`}>
          {layout.sectors.map((sector) => (
            <path
              key={sector.name}
              className="rima-chart__sector"
              d={sector.path}
              fill={seriesColor(sector.index)}
              stroke="#fff"
              strokeWidth={1}
              cursor="pointer"
              onClick={() => onSelect(sector.name)}
            >
              <title>{`${sector.name}: ${sector.value} %`}</title>
            </path>
          ))}
        </g>
      </svg>
    </div>
  );
}

/** Areas of the evolution of chosen items; the highlighted item stands out, the others fade. */
export function EvolutionAreas({ points, items, highlighted }: { points: EvolutionPoint[]; items: readonly string[]; highlighted: string | null }) {
  const [ref, measured] = useElementWidth();
  const width = measured || FALLBACK_CHART_WIDTH;
  const layout = layoutAreas(points, items, width);
  const { plot } = layout;
  const style = (item: string) => {
    const faded = highlighted !== null && highlighted !== item;
    return { strokeWidth: highlighted === item ? 3 : 2, strokeOpacity: faded ? 0.2 : 1, fillOpacity: faded ? 0.03 : highlighted === item ? 0.45 : 0.15 };
  };
  return (
    <div aria-hidden="true" ref={ref} className="rima-chart" style={{ height: layout.height }}>
      <svg width={layout.width} height={layout.height} className="rima-chart__svg" focusable="false">
        <LeftAxis ticks={layout.ticks} x={plot.left} top={plot.top} bottom={plot.bottom} grid={{ right: plot.right }} />
        <BottomAxis ticks={layout.years.map((year) => ({ offset: year.x, label: year.show ? year.label : '', key: year.year }))} y={plot.bottom} left={plot.left} right={plot.right} grid={{ top: plot.top }} />
        {layout.areas.map(({ item, index, path }) => (
          <path key={`area-${item}`} className="rima-chart__area" d={path} fill={seriesColor(index)} fillOpacity={style(item).fillOpacity} stroke="none" />
        ))}
        {layout.areas.map(({ item, index, line }) => (
          <path
            key={`line-${item}`}
            className="rima-chart__line"
            d={line}
            fill="none"
            stroke={seriesColor(index)}
            strokeWidth={style(item).strokeWidth}
            strokeOpacity={style(item).strokeOpacity}
          />
        ))}
        {layout.years.map((year, y) => (
          <g key={year.year} className="rima-chart__year">
            <title>{[year.year, ...items.map((item, i) => `${item}: ${points[y]?.values[i] ?? 0}`)].join('\n')}</title>
            <rect className="rima-chart__hit" x={year.left} y={plot.top} width={year.width} height={plot.bottom - plot.top} fill="transparent" />
            <line className="rima-chart__guide" x1={year.x} x2={year.x} y1={plot.top} y2={plot.bottom} stroke={AXIS_COLOR} />
            {items.map((item, i) => (
              <circle
                key={item}
                className="rima-chart__dot"
                cx={year.x}
                cy={year.ys[i] ?? plot.bottom}
                r={4}
                fill={seriesColor(i)}
                stroke="#fff"
                strokeWidth={2}
              />
            ))}
          </g>
        ))}
      </svg>
    </div>
  );
}

