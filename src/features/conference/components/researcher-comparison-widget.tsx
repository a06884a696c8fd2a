import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ALL_YEARS, type ConferenceMode, type YearOrAll } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { QueryState } from '@/components/ui/query-state';
import { scholarSearchUrl } from '@/lib/semantic-scholar';
import { authorsOfYearQuery, authorTopicsQuery } from '../api/queries';
import { authorTopicsToStacked, defaultResearchers, rowShares, sortByLabel, visibleSeries } from '../lib/transforms';
import { StackedPercentBars } from './stacked-bars';
import { ChartHint, ControlBar, HINTS, ModeToggle, OptionSelect, YearOrAllSelect } from './controls';
import { ChartLegend } from '@/components/charts/chart-legend';
import { seriesColor } from '../lib/palette';
import { PlottedValues } from '@/components/charts/plotted-values';
import { useChosenConference } from '../lib/chosen-conference';

/**
 * Room the loading states keep (px, narrow and wide), measured on the loaded widget at 412 and
 * 1366 px wide: the researcher selects with the comparison, and the comparison alone.
 */
const PICKERS_ROOM = [571, 361] as const;
const BARS_ROOM = [485, 314] as const;

/** Researcher comparison: the topics/keywords of two researchers as stacked 100% bars, and what they share. */
export function ResearcherComparisonWidget() {
  const [year, setYear] = useState<YearOrAll>(ALL_YEARS);
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const [picked, setPicked] = useState<[string | null, string | null]>([null, null]);
  const { id } = useChosenConference();
  const authors = useQuery({ ...authorsOfYearQuery(id, year), select: sortByLabel });
  const options = authors.data ?? [];
  const presets = defaultResearchers(authors.data ?? []);
  const valid = (name: string | null) => name !== null && options.some((option) => option.value === name);
  // a researcher named in the address (the comparison of conferences links here) is the first one
  const named = useSearchParams()[0].get('researcher');
  const first = valid(picked[0]) ? picked[0] : valid(named) ? named : (presets?.[0] ?? null);
  const second = valid(picked[1]) ? picked[1] : (presets?.[1] ?? null);
  const noun = mode === 'topic' ? 'topics' : 'keywords';

  return (
    <ConferenceCard title="Researcher comparison" exportWhose={[first, second].filter((name) => name !== null).join(' and ')} actions={<ChartHint chart="researcher comparison" hint={HINTS.bars} />} resetKey={`${first}|${second}|${year}|${mode}`}>
      <ControlBar>
        <YearOrAllSelect value={year} onChange={setYear} />
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <QueryState query={authors} empty="No Data Found" isEmpty={(list) => list.length < 2} reserve={PICKERS_ROOM}>
        {(list) =>
          first !== null && second !== null ? (
            <>
              <div className="d-flex flex-wrap gap-2 mb-3">
                <OptionSelect label="First researcher" value={first} options={list} onChange={(name) => setPicked([name, second])} />
                <OptionSelect label="Second researcher" value={second} options={list} onChange={(name) => setPicked([first, name])} />
              </div>
              <Comparison first={first} second={second} year={year} mode={mode} noun={noun} />
            </>
          ) : null
        }
      </QueryState>
    </ConferenceCard>
  );
}

function Comparison({ first, second, year, mode, noun }: { first: string; second: string; year: YearOrAll; mode: ConferenceMode; noun: string }) {
  const { id } = useChosenConference();
  const query = useQuery(authorTopicsQuery(id, first, second, year, mode));
  return (
    <QueryState query={query} empty="No Data Found" isEmpty={(data) => data === null || data.items.length === 0} reserve={BARS_ROOM}>
      {(details) => {
        if (details === null) return null;
        const chart = authorTopicsToStacked(details);
        const series = visibleSeries(chart);
        return (
          <>
            <StackedPercentBars chart={chart} series={series} />
            <ChartLegend label={`${noun} in the bars`} items={series.map((i) => ({ label: chart.series[i] ?? '', color: seriesColor(i) }))} />
            <PlottedValues
              caption={`Share (%) of each researcher's ${noun}, ${year}`}
              columns={['Researcher', ...series.map((i) => chart.series[i] ?? '')]}
              rows={chart.rows.map((row) => {
                const shares = rowShares(row);
                return [row.category, ...series.map((i) => shares[i] ?? 0)];
              })}
            />
            <h3 className="h6 mt-3">Common {noun}</h3>
            {details.common.length === 0 ? (
              <p className="text-muted mb-0">No common topics/keywords found</p>
            ) : (
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={`Common ${noun}`}>
                {details.common.map((item) => (
                  <li key={item}>
                    <a className="btn btn-sm btn-outline-primary" href={scholarSearchUrl(item)} target="_blank" rel="noreferrer noopener">
                      {item}
                      <span className="visually-hidden"> (search in Semantic Scholar, opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      }}
    </QueryState>
  );
}
