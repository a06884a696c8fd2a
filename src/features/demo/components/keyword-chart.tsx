import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { KeywordScore } from '../lib/results';

const ROW_HEIGHT = 28;

/**
 * Horizontal bars of keyword scores, highest first. Loaded lazily (default export for React.lazy),
 * so recharts is only fetched when there is a result to draw.
 */
export default function KeywordChart({ keywords }: { keywords: KeywordScore[] }) {
  const height = keywords.length * ROW_HEIGHT + 40;
  return (
    <BarChart
      layout="vertical"
      data={keywords}
      responsive
      style={{ width: '100%', height }}
      margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
      accessibilityLayer={false}
    >
      <CartesianGrid horizontal={false} strokeDasharray="3 3" />
      <XAxis type="number" dataKey="score" domain={[0, 'dataMax']} allowDecimals tickCount={6} />
      <YAxis type="category" dataKey="keyword" width="auto" interval={0} tick={{ fontSize: 12 }} />
      <Tooltip cursor={{ fillOpacity: 0.15 }} formatter={(value) => [value, 'Score']} />
      <Bar dataKey="score" fill="#5e72e4" radius={[0, 3, 3, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
