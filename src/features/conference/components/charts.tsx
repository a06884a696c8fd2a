/**
 * The drawings of the conference screens, with the shared recharts drawings (loaded lazily, when
 * near the viewport). Every drawing is decorative for assistive technology (aria-hidden): its widget
 * renders the values as a visually hidden table and offers every click target as a named control.
 * Pointing at a mark shows the one chart tooltip with its full name and values.
 */
import { AreasDrawing, ChartFrame, ColumnsDrawing, HorizontalBarsDrawing, PieDrawing, type PeriodRow } from '@/components/charts/chart-drawing';
import { chartColor } from '@/components/charts/lib/palette';
import type { EvolutionPoint, NamedValue, PublicationBar } from '../lib/transforms';

/** Height of the term bars: 30 px a bar plus room for the value axis. */
export function termBarsHeight(count: number): number {
  return count * 30 + 40;
}

/** Horizontal bars of named values (top 10 topics/keywords); clicking a bar picks its name. */
export function TermBars({ data, selected, onSelect }: { data: NamedValue[]; selected?: string; onSelect?: (name: string) => void }) {
  const height = termBarsHeight(data.length);
  return (
    <ChartFrame height={height}>
      {(width) => (
        <HorizontalBarsDrawing width={width} height={height} data={data} valueLabel="Frequency" selected={selected} onSelect={onSelect} />
      )}
    </ChartFrame>
  );
}

const PUBLICATION_BARS_HEIGHT = 220;

/** Bars of the top publications of a term, labelled #1, #2, … (titles are listed beside the chart). */
export function PublicationBars({ data }: { data: PublicationBar[] }) {
  const columns = data.map((bar) => ({ key: bar.rank, tick: bar.rank, value: bar.value, title: bar.title }));
  return (
    <ChartFrame height={PUBLICATION_BARS_HEIGHT}>
      {(width) => <ColumnsDrawing width={width} height={PUBLICATION_BARS_HEIGHT} data={columns} valueLabel="Occurrences" colorIndex={2} />}
    </ChartFrame>
  );
}

const DONUT_SIZE = { maxWidth: 360, height: 280 } as const;

/** A donut of named values (percentages); clicking a sector picks its name. */
export function Donut({ data, onSelect }: { data: NamedValue[]; onSelect: (name: string) => void }) {
  const slices = data.map((datum, index) => ({ ...datum, color: chartColor(index) }));
  return (
    <ChartFrame height={DONUT_SIZE.height} maxWidth={DONUT_SIZE.maxWidth}>
      {(width) => <PieDrawing width={width} height={DONUT_SIZE.height} slices={slices} hole={0.5} valueLabel="Share" valueText={(value) => `${value} %`} onSelect={onSelect} />}
    </ChartFrame>
  );
}

const EVOLUTION_HEIGHT = 300;

/** Areas of the evolution of chosen items; the highlighted item stands out, the others fade. */
export function EvolutionAreas({ points, items, highlighted }: { points: EvolutionPoint[]; items: readonly string[]; highlighted: string | null }) {
  const rows: PeriodRow[] = points.map((point) => ({ period: point.year, values: point.values }));
  return (
    <ChartFrame height={EVOLUTION_HEIGHT}>
      {(width) => <AreasDrawing width={width} height={EVOLUTION_HEIGHT} rows={rows} series={items} highlighted={highlighted} />}
    </ChartFrame>
  );
}
