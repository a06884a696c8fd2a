import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ConferenceMode, LakCount, LakYear } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { WordCloud } from '@/components/charts/word-cloud';
import { QueryState } from '@/components/ui/query-state';
import { cloudQuery } from '../api/queries';
import { ChartHint, ControlBar, CountSelect, HINTS, ModeToggle, YearSelect } from './controls';
import { PublicationsModal, type PublicationsTarget } from './publications-modal';
import { topCloudWords } from '../lib/transforms';
import { PlottedValues } from '@/components/charts/plotted-values';
import { useChosenConference } from '../lib/chosen-conference';

/** The spec's topic cloud font range. */
export const TOPIC_CLOUD_FONT_SIZES = [15, 45] as const;

/** Word cloud of a year's top topics/keywords; a word opens its publications. */
export function TopicCloudWidget() {
  const conference = useChosenConference();
  const [year, setYear] = useState<LakYear>(conference.years[0] ?? '');
  const [count, setCount] = useState<LakCount>(10);
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const [target, setTarget] = useState<PublicationsTarget | null>(null);
  const query = useQuery(cloudQuery(conference.id, mode, count, year));
  const noun = mode === 'topic' ? 'topics' : 'keywords';

  return (
    <ConferenceCard title={`Top ${count} ${noun} of ${conference.name} ${year} as a word cloud`} actions={<ChartHint chart="word cloud" hint={HINTS.frequency} />} resetKey={query.data}>
      <ControlBar>
        <YearSelect value={year} onChange={setYear} />
        <CountSelect value={count} onChange={setCount} />
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <QueryState query={query} empty="No Data Found">
        {(answer) => {
          const words = topCloudWords(answer, count);
          return (
          <>
            <WordCloud
              words={words}
              height={360}
              fontSizes={TOPIC_CLOUD_FONT_SIZES}
              label={`Top ${noun} of ${conference.name} ${year}: choose one to list its publications`}
              wordTitle={(word) => `${word.text}: ${word.value}`}
              onWordClick={(word) => setTarget({ term: word.text, year, mode })}
            />
            <PlottedValues caption={`Top ${count} ${noun} of ${conference.name} ${year} by frequency`} columns={[mode === 'topic' ? 'Topic' : 'Keyword', 'Frequency']} rows={words.map((word) => [word.text, word.value])} />
          </>
          );
        }}
      </QueryState>
      <PublicationsModal target={target} onClose={() => setTarget(null)} />
    </ConferenceCard>
  );
}
