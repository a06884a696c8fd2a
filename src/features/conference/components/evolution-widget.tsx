import { useRef, useState } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { ConferenceMode } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState } from '@/components/ui/states';
import { allTermsQuery, evolutionQuery, topTermsQuery } from '../api/queries';
import { evolutionToPoints, sortByLabel } from '../lib/transforms';
import { EvolutionAreas } from './charts';
import { ChartHint, CompareButtons, ControlBar, HINTS, ModeToggle } from './controls';
import { ChartLegend } from '@/components/charts/chart-legend';
import { seriesColor } from '../lib/palette';
import { MultiSelect } from '@/components/ui/multi-select';
import { PlottedValues } from '@/components/charts/plotted-values';
import { useChosenConference } from '../lib/chosen-conference';

/** Room the loading state keeps (px, narrow and wide): the list of topics to choose from, measured loaded at 412 and 1366 px wide. */
const PICKER_ROOM = [219, 180] as const;

/** The chart starts with the top topics (or keywords) of the latest year: this many of them. */
const DEFAULT_COUNT = 5;

/**
 * Evolution over time: areas of the chosen topics/keywords over the years the conference was held. It starts (and starts
 * again on a mode change) with the top 5 of the latest year, chosen and drawn; Reset empties it.
 */
export function EvolutionWidget() {
  const conference = useChosenConference();
  const latestYear = conference.years.at(-1) ?? '';
  const [mode, setMode] = useState<ConferenceMode>('topic');
  // null: the defaults (the top terms of the latest year) until the user chooses
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [drawn, setDrawn] = useState<string[] | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const chartRef = useRef<HTMLDivElement>(null);
  const options = useQuery({ ...allTermsQuery(conference.id, mode), select: sortByLabel });
  const defaults = useQuery({ ...topTermsQuery(conference.id, mode, latestYear), select: (top) => top.names.slice(0, DEFAULT_COUNT) });
  const selection = chosen ?? defaults.data ?? [];
  const compared = drawn ?? defaults.data ?? [];
  const evolution = useQuery({ ...evolutionQuery(conference.id, mode, compared.length > 0 ? compared : skipToken), placeholderData: keepPreviousData });
  const noun = mode === 'topic' ? 'topics' : 'keywords';

  const changeMode = (next: ConferenceMode) => {
    if (next === mode) return;
    setMode(next);
    setChosen(null);
    setDrawn(null);
  };
  const compare = () => {
    setDrawn(selection);
    chartRef.current?.focus();
  };
  const reset = () => {
    setChosen([]);
    setDrawn([]);
  };
  const shown = compared.length > 0 ? evolution.data : undefined;
  const chart =
    compared.length === 0 ? (
      <EmptyState>Choose {noun} and press Compare to draw their evolution.</EmptyState>
    ) : (
      <QueryState query={evolution} loadingLabel={`Loading the evolution of ${noun}…`} errorTitle={`The evolution of the chosen ${noun} could not be loaded.`}>
        {(data) => (
          <div className="position-relative" aria-busy={evolution.isFetching}>
            <div className={evolution.isFetching ? 'conf-dim' : undefined}>
              <EvolutionAreas points={evolutionToPoints(data)} items={data.items} highlighted={highlighted} />
              <ChartLegend label={`${noun} drawn: hover to highlight`} items={data.items.map((name, i) => ({ label: name, color: seriesColor(i) }))} onHighlight={setHighlighted} />
            </div>
            {/* the drawn chart stays, dimmed, under a spinner while the next comparison loads */}
            {evolution.isFetching ? (
              <div className="conf-overlay">
                <Spinner label={`Loading the evolution of ${noun}…`} />
              </div>
            ) : null}
            <PlottedValues
              caption={`Yearly weight of the chosen ${noun}`}
              columns={['Year', ...data.items]}
              rows={evolutionToPoints(data).map((point) => [point.year, ...point.values])}
            />
          </div>
        )}
      </QueryState>
    );

  return (
    <ConferenceCard title={`Evolution of ${noun} over time`} actions={<ChartHint chart="evolution chart" hint={HINTS.evolution} />} resetKey={shown}>
      <ControlBar>
        <ModeToggle value={mode} onChange={changeMode} />
      </ControlBar>
      <QueryState query={options} empty="No Data Found" reserve={PICKER_ROOM}>
        {(list) => (
          <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
            <MultiSelect key={mode} label={`${mode === 'topic' ? 'Topics' : 'Keywords'} to compare`} options={list} value={selection} onChange={setChosen} />
            <CompareButtons onCompare={compare} onReset={reset} canCompare={selection.length > 0} canReset={selection.length > 0 || compared.length > 0} />
          </div>
        )}
      </QueryState>
      <div ref={chartRef} tabIndex={-1} aria-label={`Evolution of the chosen ${noun}`} role="region">
        {drawn === null ? (
          // the defaults (the top terms of the latest year) are drawn once they are known
          <QueryState query={defaults} loadingLabel={`Loading the top ${noun} of ${latestYear}…`} errorTitle={`The top ${noun} of ${latestYear} could not be loaded.`}>
            {() => chart}
          </QueryState>
        ) : (
          chart
        )}
      </div>
    </ConferenceCard>
  );
}
