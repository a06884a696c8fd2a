import type { ReactNode } from 'react';
import { ShowMore, useShownCount } from '@/components/ui/show-more';
import { ChartLegend } from './chart-legend';
import { chartColor } from './lib/palette';
import { layoutSetDiagram, splitSets, type SetDiagramLayout, type SetParts } from './lib/set-diagram-layout';
import { FALLBACK_CHART_WIDTH, useElementWidth } from './lib/use-element-width';
import { PlottedValues } from './plotted-values';

export type SetPart = keyof SetParts;

export type NamedSet = {
  /** short name of the set, as in "Only in 2011" */
  name: string;
  terms: readonly string[];
};

type SetDiagramProps = {
  first: NamedSet;
  second: NamedSet;
  /** plural noun of the terms ("topics") */
  noun: string;
  /** caption of the hidden table of the values */
  caption: string;
  /** how one term of a list is shown (a button or a link); plain text when not given */
  renderTerm?: (term: string, part: SetPart) => ReactNode;
  height?: number;
};

const HEIGHT = 200;
const PADDING = 8;
/** Terms each list shows before "Show more". */
const LIST_PAGE = 10;

/**
 * Two sets of terms compared: a diagram whose circle areas are proportional to the set sizes and whose
 * overlap is proportional to the shared terms, with the count of each part written in it, and the
 * three lists (only in the first, in both, only in the second) visible under it.
 */
export function SetDiagram({ first, second, noun, caption, renderTerm, height = HEIGHT }: SetDiagramProps) {
  // measured by the resize observation once the page is laid out, not in the commit (a forced layout
  // there cost 33-172 ms at 4x on Compare Conference); the circles wait for it, so they are never drawn
  // at a width that is not the box's (where nothing is laid out, as in jsdom, at the fallback width)
  const [boxRef, measured] = useElementWidth({ beforePaint: false });
  const width = measured || FALLBACK_CHART_WIDTH;
  const drawn = measured > 0 || typeof ResizeObserver === 'undefined';
  const parts = splitSets(first.terms, second.terms);
  const sizeFirst = parts.onlyFirst.length + parts.both.length;
  const sizeSecond = parts.onlySecond.length + parts.both.length;
  const layout = layoutSetDiagram({ first: sizeFirst, second: sizeSecond, both: parts.both.length }, { width, height, padding: PADDING });
  const colors = [chartColor(0), chartColor(1)] as const;
  const summary = `${parts.onlyFirst.length} ${noun} only in ${first.name}, ${parts.both.length} in both, ${parts.onlySecond.length} only in ${second.name}`;
  const counts: Count[] = [
    { part: 'onlyFirst', x: layout.labels.onlyFirst, value: parts.onlyFirst.length },
    { part: 'both', x: layout.labels.both, value: parts.both.length },
    { part: 'onlySecond', x: layout.labels.onlySecond, value: parts.onlySecond.length },
  ];

  return (
    <figure className="mb-0">
      {/*
        the drawing is out of the flow (.rima-chart__drawing), so its width never widens the box it is measured from;
        until measured it takes the box's width, not the fallback's (600 px overflowed a phone's page sideways)
      */}
      <div ref={boxRef} className="rima-chart" style={{ height }}>
        <svg className="rima-chart__svg rima-chart__drawing" width={drawn ? width : '100%'} height={height} role="img" aria-label={`Diagram of the ${noun} of ${first.name} and ${second.name}: ${summary}`}>
          {drawn ? <SetCircles layout={layout} colors={colors} counts={counts} /> : null}
        </svg>
      </div>
      <figcaption>
        <ChartLegend
          label={`Sets of ${noun}`}
          items={[
            { label: first.name, color: colors[0], value: `${sizeFirst} ${noun}` },
            { label: second.name, color: colors[1], value: `${sizeSecond} ${noun}` },
          ]}
        />
      </figcaption>
      <div className="row g-3 mt-1">
        <TermList title={`Only in ${first.name}`} terms={parts.onlyFirst} part="onlyFirst" noun={noun} renderTerm={renderTerm} />
        <TermList title="In both" terms={parts.both} part="both" noun={noun} renderTerm={renderTerm} />
        <TermList title={`Only in ${second.name}`} terms={parts.onlySecond} part="onlySecond" noun={noun} renderTerm={renderTerm} />
      </div>
      <PlottedValues
        caption={caption}
        columns={['Part', 'Count', noun.charAt(0).toUpperCase() + noun.slice(1)]}
        rows={[
          [`Only in ${first.name}`, parts.onlyFirst.length, parts.onlyFirst.join(', ')],
          ['In both', parts.both.length, parts.both.join(', ')],
          [`Only in ${second.name}`, parts.onlySecond.length, parts.onlySecond.join(', ')],
        ]}
      />
    </figure>
  );
}

type Count = { part: SetPart; x: number | null; value: number };

/** The two circles and the count of each part written in it. */
function SetCircles({ layout, colors, counts }: { layout: SetDiagramLayout; colors: readonly [string, string]; counts: Count[] }) {
  return (
    <>
      {[layout.first, layout.second].map((circle, i) =>
        circle ? (
          <circle
            key={i}
            className="rima-set__circle"
            cx={circle.cx}
            cy={circle.cy}
            r={circle.r}
            fill={colors[i]}
            fillOpacity={0.18}
            stroke={colors[i]}
            strokeWidth={2}
          />
        ) : null,
      )}
      {counts.map((count) =>
        count.x === null ? null : (
          <text key={count.part} className="rima-set__count" x={count.x} y={layout.cy} textAnchor="middle" dominantBaseline="central" fontSize={20} fontWeight={700} fill="#212529">
            {count.value}
          </text>
        ),
      )}
    </>
  );
}

function TermList({
  title,
  terms,
  part,
  noun,
  renderTerm,
}: {
  title: string;
  terms: readonly string[];
  part: SetPart;
  noun: string;
  renderTerm?: (term: string, part: SetPart) => ReactNode;
}) {
  const { count, more } = useShownCount(LIST_PAGE);
  const shown = terms.slice(0, count);
  return (
    <section className="col-12 col-md-4" aria-label={title}>
      <h3 className="h6 text-break">
        {title} <span className="text-muted fw-normal">({terms.length})</span>
      </h3>
      {terms.length === 0 ? (
        <p className="small text-muted mb-0">No {noun}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={title}>
          {shown.map((term) => (
            <li key={term} className="text-break">
              {renderTerm ? renderTerm(term, part) : <span className="badge text-bg-light border fw-normal">{term}</span>}
            </li>
          ))}
        </ul>
      )}
      <ShowMore shown={shown.length} total={terms.length} onMore={more} noun={noun} />
    </section>
  );
}
