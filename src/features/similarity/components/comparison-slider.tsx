import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChartExportMenu } from '@/components/charts/chart-export-menu';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ChartErrorBoundary } from '@/components/charts/chart-card';
import { CountBarChart } from '@/components/charts/count-bar-chart';
import { InterestPie } from '@/components/charts/interest-pie';
import { KeywordStreamChart } from '@/components/charts/keyword-stream-chart';
import { PlottedValues } from '@/components/charts/plotted-values';
import { WordCloud } from '@/components/charts/word-cloud';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { isAllZero, papersPerYear } from '@/components/charts/lib/activity';
import { topInterests } from '@/components/charts/lib/interest-words';
import { interestColors } from '@/components/charts/lib/palette';
import { streamSeries } from '@/components/charts/lib/stream';
import { activityStatsQuery, interestsQuery, streamGraphQuery } from '../api/queries';
import { useWords } from '@/lib/words';
import { SLIDES, slidePosition, stepSlide, tweetsPerYear, type SlideKey } from '../lib/slides';

type Person = { id: number; name: string; own: boolean };

const PIE_LIMIT = 5;
const CLOUD_LIMIT = 15;

function chartLabel(person: Person, what: string): string {
  return person.own ? `Your ${what}` : `${person.name}'s ${what}`;
}

function Data<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return (
    <QueryState query={query} empty="No Data Found" isEmpty={() => false}>
      {(data) => <ChartErrorBoundary resetKey={data}>{children(data)}</ChartErrorBoundary>}
    </QueryState>
  );
}

function InterestsSlide({ person, kind }: { person: Person; kind: 'pie' | 'cloud' }) {
  const query = useQuery(interestsQuery(person.id));
  return (
    <Data query={query}>
      {(interests) => {
        if (interests.length === 0) return <EmptyState>No data available</EmptyState>;
        const colors = interestColors(interests.map((interest) => interest.keyword));
        if (kind === 'pie') {
          const slices = topInterests(interests, PIE_LIMIT, colors).map((word) => ({ keyword: word.text, weight: word.value }));
          return <InterestPie label={chartLabel(person, `top ${PIE_LIMIT} interests`)} slices={slices} height={220} colors={colors} />;
        }
        const words = topInterests(interests, CLOUD_LIMIT, colors);
        const label = chartLabel(person, `top ${CLOUD_LIMIT} interests`);
        return (
          <>
            <WordCloud label={label} words={words} height={300} fontSizes={[13, 36]} wordTitle={(word) => `${word.text}: weight ${word.value}`} />
            <PlottedValues caption={label} columns={['Interest', 'Weight']} rows={words.map((word) => [word.text, word.value])} />
          </>
        );
      }}
    </Data>
  );
}

function ActivitySlide({ person, kind }: { person: Person; kind: 'papers' | 'tweets' }) {
  const query = useQuery(activityStatsQuery(person.id));
  const { network } = useWords();
  return (
    <Data query={query}>
      {(stats) => {
        const now = new Date();
        const points = kind === 'papers' ? papersPerYear(stats.papers, now) : tweetsPerYear(stats.tweets, now);
        if (isAllZero(points)) return <EmptyState>No data available</EmptyState>;
        const unit = kind === 'papers' ? 'Publications' : network.Posts;
        return (
          <CountBarChart
            label={chartLabel(person, `${unit.toLowerCase()} per year, last 5 years`)}
            points={points}
            unit={unit}
            periodName="Year"
            colorIndex={person.own ? 0 : 1}
            height={240}
          />
        );
      }}
    </Data>
  );
}

function TrendSlide({ person, kind }: { person: Person; kind: 'twitter' | 'paper' }) {
  const query = useQuery(streamGraphQuery(person.id));
  const { network } = useWords();
  return (
    <Data query={query}>
      {(graph) => {
        const series = kind === 'twitter' ? streamSeries(graph.twitter_data, 6) : streamSeries(graph.paper_data, 5);
        return (
          <KeywordStreamChart
            label={chartLabel(person, kind === 'twitter' ? `${network.name} keyword trend, last 6 months` : 'paper keyword trend, last 5 years')}
            series={series}
            periodName={kind === 'twitter' ? 'Month' : 'Year'}
            empty="No data available"
            height={240}
          />
        );
      }}
    </Data>
  );
}

function SlideChart({ slide, person }: { slide: SlideKey; person: Person }) {
  switch (slide) {
    case 'pie':
      return <InterestsSlide person={person} kind="pie" />;
    case 'cloud':
      return <InterestsSlide person={person} kind="cloud" />;
    case 'papers':
      return <ActivitySlide person={person} kind="papers" />;
    case 'tweets':
      return <ActivitySlide person={person} kind="tweets" />;
    case 'twitter-trend':
      return <TrendSlide person={person} kind="twitter" />;
    case 'paper-trend':
      return <TrendSlide person={person} kind="paper" />;
  }
}

/**
 * Both users side by side, one kind of chart per slide (spec 2): previous/next buttons, the arrow
 * keys while the slider has focus, and a visible position ("2 of 6").
 */
export function ComparisonSlider({ me, other }: { me: Person; other: Person }) {
  const [index, setIndex] = useState(0);
  const controlsRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const slide = SLIDES[index] ?? SLIDES[0];
  const { network } = useWords();
  const title = slide.title(network);
  const go = (delta: number) => setIndex((current) => stepSlide(current, delta, SLIDES.length));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // arrows drive the slider from the slider itself or its controls, not from inside a chart
    const target = event.target as Node;
    if (target !== event.currentTarget && !controlsRef.current?.contains(target)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- a carousel takes focus so that its arrow keys work (WAI-ARIA carousel pattern)
    <section className="card shadow-sm" aria-roledescription="carousel" aria-labelledby="comparison-title" tabIndex={0} onKeyDown={onKeyDown}>
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h2 id="comparison-title" className="h6 mb-0">
          Side by side
        </h2>
        <div className="ms-auto d-flex flex-wrap align-items-center justify-content-end gap-2">
          <div ref={controlsRef} className="d-flex align-items-center gap-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => go(-1)} aria-label="Previous chart">
              <span aria-hidden="true">‹</span> Previous
            </button>
            <span className="small text-nowrap" aria-live="polite" data-testid="slide-position">
              {slidePosition(index, SLIDES.length)}
            </span>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => go(1)} aria-label="Next chart">
              Next <span aria-hidden="true">›</span>
            </button>
          </div>
          <ChartExportMenu chart={title} target={bodyRef} />
        </div>
      </div>
      <div ref={bodyRef} className="card-body" role="group" aria-roledescription="slide" aria-label={`${slidePosition(index, SLIDES.length)}: ${title}`}>
        <h3 className="h6 text-center mb-3">{title}</h3>
        <div className="row g-3">
          {[me, other].map((person) => (
            <div key={person.id} className="col-12 col-md-6">
              <h4 className="h6 text-muted text-center text-break" data-export-label>{person.own ? 'You' : person.name}</h4>
              <SlideChart key={`${slide.key}-${person.id}`} slide={slide.key} person={person} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
