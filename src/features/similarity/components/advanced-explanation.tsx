import { useState } from 'react';
import type { UserSimilarity } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartFrame, MirroredBarsDrawing } from '@/components/charts/chart-drawing';
import { ChartLegend } from '@/components/charts/chart-legend';
import { PlottedValues } from '@/components/charts/plotted-values';
import { SimilarityExplanation } from '@/components/charts/similarity-explanation';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/states';
import { categoryAxisWidth } from '@/components/charts/lib/label-fit';
import { chartColor } from '@/components/charts/lib/palette';
import { mirroredBars, mirroredExtent } from '../lib/mirrored-bars';
import { scoreHeading } from '../lib/score';

const MINE_COLOR = chartColor(0);
const THEIRS_COLOR = chartColor(1);

/** 'Advanced explanation' (User Similarity Model): both users' interest weights, mirrored, and how the score is computed. */
export function AdvancedExplanation({ similarity, otherName }: { similarity: UserSimilarity; otherName: string }) {
  const [open, setOpen] = useState(false);
  const rows = mirroredBars(similarity.bar_chart_data);
  const extent = mirroredExtent(rows);
  const heading = scoreHeading(similarity.score);
  const height = Math.max(160, rows.length * 38 + 60);
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
              <ChartFrame height={height}>
                {(width) => (
                  <MirroredBarsDrawing
                    width={width}
                    height={height}
                    rows={rows.map((row) => ({ name: row.keyword, left: row.mine, right: row.theirs }))}
                    leftLabel="You"
                    rightLabel={otherName}
                    extent={extent}
                    axisWidth={categoryAxisWidth(rows.map((row) => row.keyword), width, 0.35)}
                  />
                )}
              </ChartFrame>
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
