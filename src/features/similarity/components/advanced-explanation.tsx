import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { UserSimilarity } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartLegend } from '@/components/charts/chart-legend';
import { PlottedValues } from '@/components/charts/plotted-values';
import { SimilarityExplanation } from '@/components/charts/similarity-explanation';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/states';
import { chartColor } from '@/components/charts/lib/palette';
import { mirroredBars, mirroredExtent } from '../lib/mirrored-bars';
import { scoreHeading } from '../lib/score';

const MINE_COLOR = chartColor(0);
const THEIRS_COLOR = chartColor(1);
const LABEL_CHARS = 16;

const cut = (text: string) => (Array.from(text).length > LABEL_CHARS ? `${Array.from(text).slice(0, LABEL_CHARS - 1).join('')}…` : text);

function KeywordTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  const text = String(payload?.value ?? '');
  return (
    <text x={Number(x ?? 0)} y={Number(y ?? 0)} dy={4} textAnchor="end" fontSize={12} fill="#212529">
      <title>{text}</title>
      {cut(text)}
    </text>
  );
}

/** 'Advanced explanation' (User Similarity Model): both users' interest weights, mirrored, and how the score is computed. */
export function AdvancedExplanation({ similarity, otherName }: { similarity: UserSimilarity; otherName: string }) {
  const [open, setOpen] = useState(false);
  const rows = mirroredBars(similarity.bar_chart_data);
  const extent = mirroredExtent(rows);
  const heading = scoreHeading(similarity.score);
  const label = `Interest weights: yours (left) and ${otherName}'s (right)`;
  return (
    <section aria-labelledby="advanced-explanation-title">
      <h3 id="advanced-explanation-title" className="h5">
        User Similarity Model
      </h3>
      <p className="text-muted small">
        The weights (1 to 5) of your top 5 interests and {otherName}&apos;s. A keyword of one side has a derived weight on the other: how strongly that side&apos;s
        own interests resemble it.
      </p>
      <ChartCard
        title={heading}
        resetKey={similarity}
        actions={
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            <span aria-hidden="true">?</span> How is the score computed?
          </button>
        }
      >
        {rows.length === 0 ? (
          <EmptyState>No Keywords: one of you has no interests to compare yet.</EmptyState>
        ) : (
          <figure className="mb-0">
            {/* A click on the chart opens the explanation too; keyboard users have the button in the card header. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; the header button is the keyboard path */}
            <div onClick={() => setOpen(true)} style={{ cursor: 'pointer' }} title="Click to see how the score is computed">
              <BarChart
                responsive
                layout="vertical"
                data={rows}
                stackOffset="sign"
                style={{ width: '100%', height: Math.max(160, rows.length * 38 + 60) }}
                margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
                title={label}
              >
                <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="#d0d5dd" />
                <XAxis
                  type="number"
                  domain={[-extent, extent]}
                  ticks={Array.from({ length: 2 * extent + 1 }, (_, i) => i - extent)}
                  interval="preserveStartEnd"
                  tickFormatter={(value: number) => String(Math.abs(value))}
                  tick={{ fontSize: 12, fill: '#374151' }}
                />
                <YAxis type="category" dataKey="keyword" width={120} tick={<KeywordTick />} interval={0} />
                <ReferenceLine x={0} stroke="#374151" />
                <Tooltip formatter={(value, name) => [String(Math.abs(Number(value))), String(name)]} />
                <Bar dataKey="mineBar" name="You" stackId="mirror" fill={MINE_COLOR} isAnimationActive={false} />
                <Bar dataKey="theirs" name={otherName} stackId="mirror" fill={THEIRS_COLOR} isAnimationActive={false} />
              </BarChart>
            </div>
            <ChartLegend
              label={`${label}: legend`}
              items={[
                { label: 'You (left)', color: MINE_COLOR },
                { label: `${otherName} (right)`, color: THEIRS_COLOR },
              ]}
            />
            <PlottedValues caption={label} columns={['Interest', 'Your weight', `${otherName}'s weight`]} rows={rows.map((row) => [row.keyword, row.mine, row.theirs])} />
          </figure>
        )}
      </ChartCard>
      <Modal
        open={open}
        title="How the similarity score is computed"
        onClose={() => setOpen(false)}
        size="lg"
        footer={
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
            Close
          </button>
        }
      >
        <SimilarityExplanation firstName="You" secondName={otherName} />
      </Modal>
    </section>
  );
}
