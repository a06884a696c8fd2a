import { RenderWhenNear } from '@/components/charts/render-when-near';
import type { InterestColors } from '@/components/charts/lib/palette';
import { FALLBACK_CHART_WIDTH, useElementWidth } from '@/components/charts/lib/use-element-width';
import type { MergeGroup } from '../lib/how-it-works';
import { CAPTION_FONT_SIZE, GRAPH_FONT_SIZE, INTEREST_RADIUS, layoutMergeGraph, LINE_HEIGHT, PHRASE_RADIUS } from '../lib/merge-graph';

const LINK_COLOR = '#9aa3af';
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#4d5562';

/**
 * Keyphrases linked to the interests they were merged into (step 4 of How does it work?): laid out
 * by layoutMergeGraph at the width of its box, drawn as SVG when near the viewport. Decorative for
 * assistive technology: the list beside it says the same in words. Each interest in its colour
 * (`colors`, of the user's interests), as in every view.
 */
export function MergeGraphChart({ groups, colors }: { groups: readonly MergeGroup[]; colors: InterestColors }) {
  const [ref, measured] = useElementWidth();
  const graph = layoutMergeGraph(groups, measured || FALLBACK_CHART_WIDTH);
  return (
    <div ref={ref} aria-hidden="true" className="rima-merge-graph">
      <RenderWhenNear height={graph.height}>
        <svg width={graph.width} height={graph.height} viewBox={`0 0 ${graph.width} ${graph.height}`} style={{ display: 'block', fontSize: GRAPH_FONT_SIZE }}>
          {graph.links.map((link) => {
            const middle = (link.x1 + link.x2) / 2;
            return (
              <path
                key={link.id}
                d={`M${link.x1},${link.y1} C${middle},${link.y1} ${middle},${link.y2} ${link.x2},${link.y2}`}
                fill="none"
                stroke={link.more ? LINK_COLOR : colors(groups[link.index]?.interest.keyword ?? '')}
                strokeOpacity={link.more ? 1 : 0.55}
                strokeWidth={link.width}
                strokeDasharray={link.more ? '3 3' : undefined}
              />
            );
          })}
          {graph.phrases.map((phrase) => (
            <g key={phrase.id}>
              <title>{phrase.weight === null ? phrase.full : `${phrase.full}: weight ${phrase.weight}`}</title>
              {phrase.more ? null : <circle cx={phrase.x} cy={phrase.y} r={PHRASE_RADIUS} fill={LINK_COLOR} />}
              <text x={phrase.x - PHRASE_RADIUS - 6} y={phrase.y - ((phrase.lines.length - 1) * LINE_HEIGHT) / 2} textAnchor="end" dominantBaseline="middle" fill={phrase.more ? MUTED_COLOR : TEXT_COLOR}>
                {phrase.lines.map((line, index) => (
                  <tspan key={index} x={phrase.x - PHRASE_RADIUS - 6} dy={index === 0 ? 0 : LINE_HEIGHT}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          ))}
          {graph.interests.map((interest) => {
            const lineHeight = LINE_HEIGHT;
            const firstY = interest.y - ((interest.lines.length + interest.captionLines.length) * lineHeight) / 2 + lineHeight / 2;
            return (
              <g key={interest.id}>
                <title>{`${interest.full}: ${interest.caption}`}</title>
                <circle cx={interest.x} cy={interest.y} r={INTEREST_RADIUS} fill={colors(interest.full)} stroke="#fff" strokeWidth={2} />
                <text x={interest.x + INTEREST_RADIUS + 8} y={firstY} dominantBaseline="middle" fill={colors(interest.full)} fontWeight={700}>
                  {interest.lines.map((line, index) => (
                    <tspan key={index} x={interest.x + INTEREST_RADIUS + 8} dy={index === 0 ? 0 : lineHeight}>
                      {line}
                    </tspan>
                  ))}
                  {interest.captionLines.map((line, index) => (
                    <tspan key={`caption-${index}`} x={interest.x + INTEREST_RADIUS + 8} dy={interest.lines.length === 0 && index === 0 ? 0 : lineHeight} fill={MUTED_COLOR} fontWeight={400} fontSize={CAPTION_FONT_SIZE}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
        </svg>
      </RenderWhenNear>
    </div>
  );
}
