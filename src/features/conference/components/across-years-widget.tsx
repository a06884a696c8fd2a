import { useRef, useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { isLakYear, type ConferenceMode, type LakYear } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { yearListQuery } from '../api/queries';
import { rowShares, visibleSeries, yearListToStacked } from '../lib/transforms';
import { StackedPercentBars } from './stacked-bars';
import { ChartHint, CompareButtons, ControlBar, HINTS, ModeToggle } from './controls';
import { ChartLegend } from '@/components/charts/chart-legend';
import { seriesColor } from '../lib/palette';
import { MultiSelect } from '@/components/ui/multi-select';
import { PlottedValues } from '@/components/charts/plotted-values';
import { useChosenConference } from '../lib/chosen-conference';


/** Room the loading state keeps (px, narrow and wide): the bars with their legend, measured loaded at 412 and 1366 px wide. */
const BARS_ROOM = [232, 170] as const;

/** Distribution across years: stacked 100% bars of the top 5 topics/keywords of each chosen year. */
export function AcrossYearsWidget() {
  const conference = useChosenConference();
  // the first two years the conference was held, compared at once
  const [selection, setSelection] = useState<LakYear[]>(() => conference.years.slice(0, 2));
  const [compared, setCompared] = useState<LakYear[]>(() => conference.years.slice(0, 2));
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const chartRef = useRef<HTMLDivElement>(null);
  const query = useQuery(yearListQuery(conference.id, mode, compared.length >= 2 ? compared : skipToken));
  const noun = mode === 'topic' ? 'topics' : 'keywords';

  const compare = () => {
    setCompared([...selection].sort());
    chartRef.current?.focus();
  };
  const reset = () => {
    setSelection([]);
    setCompared([]);
  };

  return (
    <ConferenceCard title={`Distribution of ${noun} across years`} actions={<ChartHint chart="distribution across years" hint={HINTS.bars} />} resetKey={query.data}>
      <ControlBar>
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <MultiSelect
          label="Years to compare"
          options={conference.years.map((year) => ({ value: year, label: year }))}
          value={selection}
          onChange={(values) => setSelection(values.filter(isLakYear))}
          hint="Choose at least two years."
        />
        <CompareButtons onCompare={compare} onReset={reset} canCompare={selection.length >= 2} canReset={selection.length > 0 || compared.length > 0} />
      </div>
      <div ref={chartRef} tabIndex={-1} role="region" aria-label={`Distribution of ${noun} across the chosen years`}>
        {compared.length < 2 ? (
          <EmptyState>Choose at least two years and press Compare.</EmptyState>
        ) : (
          <QueryState query={query} empty="No Data Found" isEmpty={(data) => data.names.length === 0} reserve={BARS_ROOM}>
            {(list) => {
              const chart = yearListToStacked(list);
              const series = visibleSeries(chart);
              return (
                <>
                  <StackedPercentBars chart={chart} series={series} />
                  <ChartLegend label={`${noun} in the bars`} items={series.map((i) => ({ label: chart.series[i] ?? '', color: seriesColor(i) }))} />
                  <PlottedValues
                    caption={`Share (%) of each year's top 5 ${noun}`}
                    columns={['Year', ...series.map((i) => chart.series[i] ?? '')]}
                    rows={chart.rows.map((row) => {
                      const shares = rowShares(row);
                      return [row.category, ...series.map((i) => shares[i] ?? 0)];
                    })}
                  />
                </>
              );
            }}
          </QueryState>
        )}
      </div>
    </ConferenceCard>
  );
}
