import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ALL_YEARS, type ConferenceMode, type YearOrAll } from '@/api/conference';
import { ChartCard } from '@/components/charts/chart-card';
import { QueryState } from '@/components/ui/query-state';
import { allAuthorsQuery, authorConferenceQuery } from '../api/queries';
import { PRESET_RESEARCHERS, sortByLabel } from '../lib/transforms';
import { ChartHint, ControlBar, HINTS, ModeToggle, OptionSelect, YearOrAllSelect } from './controls';

/** A researcher's topics/keywords against the whole conference: the server's Venn image. */
export function ResearcherConferenceWidget() {
  const [picked, setPicked] = useState<string | null>(null);
  const [year, setYear] = useState<YearOrAll>(ALL_YEARS);
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const authors = useQuery({ ...allAuthorsQuery(), select: sortByLabel });
  const list = authors.data ?? [];
  const preset = list.some((option) => option.value === PRESET_RESEARCHERS[0]) ? PRESET_RESEARCHERS[0] : (list[0]?.value ?? null);
  const author = picked !== null && list.some((option) => option.value === picked) ? picked : preset;
  const noun = mode === 'topic' ? 'topics' : 'keywords';

  return (
    <ChartCard title="Researcher compared with the conference" actions={<ChartHint chart="researcher and conference" hint={HINTS.common} />} resetKey={`${author}|${year}|${mode}`}>
      <ControlBar>
        <YearOrAllSelect value={year} onChange={setYear} />
        <ModeToggle value={mode} onChange={setMode} />
      </ControlBar>
      <QueryState query={authors} empty="No Data Found">
        {(options) =>
          author === null ? null : (
            <>
              <div className="mb-3">
                <OptionSelect label="Researcher" value={author} options={options} onChange={setPicked} />
                <p className="small text-muted mb-0 mt-1">{options.length} researchers have published at LAK.</p>
              </div>
              <ComparisonImage author={author} year={year} mode={mode} noun={noun} />
            </>
          )
        }
      </QueryState>
    </ChartCard>
  );
}

function ComparisonImage({ author, year, mode, noun }: { author: string; year: YearOrAll; mode: ConferenceMode; noun: string }) {
  const query = useQuery(authorConferenceQuery(mode, author, year));
  return (
    <QueryState query={query} empty="No Data Found" isEmpty={(src) => src === ''}>
      {(src) => (
        <figure className="text-center mb-0">
          <img className="conf-venn" src={src} alt={`Venn diagram of the ${noun} of ${author} and of the LAK conference, ${year}`} />
          <figcaption className="small text-muted mt-2">
            Left: {noun} only {author} works on; middle: shared with the conference; right: the conference's other {noun}.
          </figcaption>
        </figure>
      )}
    </QueryState>
  );
}
