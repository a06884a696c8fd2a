import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ConferenceMode, LakCount, LakYear } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { QueryState } from '@/components/ui/query-state';
import { pieQuery } from '../api/queries';
import { pieToSectors } from '../lib/transforms';
import { Donut } from './charts';
import { ChartHint, ControlBar, CountSelect, HINTS, ModeToggle, YearSelect } from './controls';
import { ChartLegend } from '@/components/charts/chart-legend';
import { seriesColor } from '../lib/palette';
import { PublicationsModal, type PublicationsTarget } from './publications-modal';
import { PlottedValues } from '@/components/charts/plotted-values';
import { useChosenConference } from '../lib/chosen-conference';

/** Room the loading state keeps (px, narrow and wide): the donut with its legend, measured loaded at 412 and 1366 px wide. */
const DONUT_ROOM = [475, 436] as const;

/** Topic distribution: a donut of the year's heaviest topics/keywords; a sector opens its publications. */
export function TopicPieWidget() {
  const conference = useChosenConference();
  const [year, setYear] = useState<LakYear>(conference.years[0] ?? '');
  const [count, setCount] = useState<LakCount>(10);
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const [target, setTarget] = useState<PublicationsTarget | null>(null);
  const query = useQuery(pieQuery(conference.id, mode, count, year));
  const noun = mode === 'topic' ? 'topic' : 'keyword';
  const open = (term: string) => term !== '' && setTarget({ term, year, mode });

  return (
    <ConferenceCard title={`${mode === 'topic' ? 'Topic' : 'Keyword'} distribution of ${conference.name} ${year}`} actions={<ChartHint chart="distribution chart" hint={HINTS.pie} />} resetKey={query.data}>
      <ControlBar>
        <YearSelect value={year} onChange={setYear} />
        <CountSelect value={count} onChange={setCount} />
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <QueryState query={query} empty="No Data Found" isEmpty={(data) => pieToSectors(data, count).length === 0} reserve={DONUT_ROOM}>
        {(data) => {
          const sectors = pieToSectors(data, count);
          return (
            <>
              <Donut data={sectors} onSelect={open} />
              <ChartLegend
                label={`${noun}s of the distribution: open a ${noun}'s publications`}
                items={sectors.map((sector, i) => ({ label: sector.name, color: seriesColor(i) }))}
                onActivate={open}
                activateHint={`Show the publications of this ${noun}`}
              />
              <PlottedValues caption={`Share of the ${count} heaviest ${noun}s of ${conference.name} ${year} (percent)`} columns={[noun === 'topic' ? 'Topic' : 'Keyword', 'Share (%)']} rows={sectors.map((sector) => [sector.name, sector.value])} />
            </>
          );
        }}
      </QueryState>
      <PublicationsModal target={target} onClose={() => setTarget(null)} />
    </ConferenceCard>
  );
}
