import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ConferenceMode, LakYear } from '@/api/conference';
import { ChartCard } from '@/components/charts/chart-card';
import { QueryState } from '@/components/ui/query-state';
import { commonImageQuery, topTermsQuery } from '../api/queries';
import { termOverlap } from '../lib/transforms';
import { ChartHint, ControlBar, HINTS, ModeToggle, YearSelect } from './controls';

/** Room the loading state keeps (px): the Venn image as the server draws it. */
const VENN_ROOM = 200;

/** Common topics/keywords of two years: the server's Venn image, with the three lists as its text alternative. */
export function CommonTermsWidget() {
  const [year1, setYear1] = useState<LakYear>('2011');
  const [year2, setYear2] = useState<LakYear>('2012');
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const image = useQuery(commonImageQuery(mode, year1, year2));
  const first = useQuery(topTermsQuery(mode, year1));
  const second = useQuery(topTermsQuery(mode, year2));
  const noun = mode === 'topic' ? 'topics' : 'keywords';
  const overlap = first.data && second.data ? termOverlap(first.data.names, second.data.names) : null;

  return (
    <ChartCard title={`Common ${noun} of ${year1} and ${year2}`} actions={<ChartHint chart="common topics" hint={HINTS.common} />} resetKey={image.data}>
      <ControlBar>
        <YearSelect label="First year" value={year1} onChange={setYear1} />
        <YearSelect label="Second year" value={year2} onChange={setYear2} />
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <QueryState query={image} empty="No Data Found" isEmpty={(data) => data === ''} reserve={VENN_ROOM}>
        {(src) => (
          <figure className="text-center mb-0">
            <img className="conf-venn" src={src} alt={`Venn diagram of the top 10 ${noun} of LAK ${year1} and ${year2}`} />
            <figcaption className="visually-hidden">
              {overlap ? (
                <ul>
                  <li>Only in {year1}: {overlap.onlyFirst.join(', ') || 'none'}</li>
                  <li>In both years: {overlap.both.join(', ') || 'none'}</li>
                  <li>Only in {year2}: {overlap.onlySecond.join(', ') || 'none'}</li>
                </ul>
              ) : (
                `The top 10 ${noun} of both years are loading.`
              )}
            </figcaption>
          </figure>
        )}
      </QueryState>
    </ChartCard>
  );
}
