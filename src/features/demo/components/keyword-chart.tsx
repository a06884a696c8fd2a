import { ChartCard } from '@/components/charts/chart-card';
import { ChartFrame, HorizontalBarsDrawing } from '@/components/charts/chart-drawing';
import { PlottedValues } from '@/components/charts/plotted-values';
import { formatKeywordScore } from '../lib/result-format';
import type { KeywordScore } from '../lib/results';

const ROW_HEIGHT = 28;

/**
 * Horizontal bars of keyword scores, highest first, drawn with the shared chart drawings in a chart
 * card (PNG, SVG and the scores as CSV). The numbered list beside it says the scores on screen, so
 * the card's table only serves the CSV. Loaded lazily (default export for React.lazy) with the first
 * result, with the chart card and its export menu: the demo page's first load holds neither.
 */
export default function KeywordChart({ keywords }: { keywords: KeywordScore[] }) {
  const height = keywords.length * ROW_HEIGHT + 40;
  const data = keywords.map((item) => ({ name: item.keyword, value: item.score }));
  return (
    <ChartCard title="Keyword scores" headingLevel={3} exportWhose="demo" resetKey={keywords}>
      <ChartFrame height={height}>
        {(width) => <HorizontalBarsDrawing width={width} height={height} data={data} valueLabel="Score" allowDecimals formatValue={formatKeywordScore} />}
      </ChartFrame>
      <PlottedValues caption="Keyword scores" columns={['Keyword', 'Score']} rows={keywords.map((item) => [item.keyword, formatKeywordScore(item.score)])} onScreen />
    </ChartCard>
  );
}
