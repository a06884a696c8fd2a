import { ChartFrame, HorizontalBarsDrawing } from '@/components/charts/chart-drawing';
import { formatKeywordScore, type KeywordScore } from '../lib/results';

const ROW_HEIGHT = 28;

/**
 * Horizontal bars of keyword scores, highest first, drawn with the shared chart drawings. Loaded
 * lazily (default export for React.lazy) with the first result.
 */
export default function KeywordChart({ keywords }: { keywords: KeywordScore[] }) {
  const height = keywords.length * ROW_HEIGHT + 40;
  const data = keywords.map((item) => ({ name: item.keyword, value: item.score }));
  return (
    <ChartFrame height={height}>
      {(width) => <HorizontalBarsDrawing width={width} height={height} data={data} valueLabel="Score" allowDecimals formatValue={formatKeywordScore} />}
    </ChartFrame>
  );
}
