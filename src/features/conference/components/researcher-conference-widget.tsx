import { useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ALL_YEARS, type ConferenceMode, type YearOrAll } from '@/api/conference';
import { ConferenceCard } from './conference-card';
import { SetDiagram } from '@/components/charts/set-diagram';
import { QueryState } from '@/components/ui/query-state';
import { scholarSearchUrl } from '@/lib/semantic-scholar';
import { allAuthorsQuery, allTermsQuery, authorConferenceQuery, authorTopicsQuery, topTermsQuery } from '../api/queries';
import { PRESET_RESEARCHERS, sortByLabel } from '../lib/transforms';
import { ServerImage } from './common-terms-widget';
import { ChartHint, ControlBar, HINTS, ModeToggle, OptionSelect, YearOrAllSelect } from './controls';
import { useChosenConference } from '../lib/chosen-conference';

/** Room the loading state keeps (px, narrow and wide): the diagram with its three lists. */
const DIAGRAM_ROOM = [560, 400] as const;

/** A researcher's topics/keywords against the conference's of the chosen year: a two-set diagram with the three lists. */
export function ResearcherConferenceWidget() {
  const [picked, setPicked] = useState<string | null>(null);
  const [year, setYear] = useState<YearOrAll>(ALL_YEARS);
  const [mode, setMode] = useState<ConferenceMode>('topic');
  const conference = useChosenConference();
  const authors = useQuery({ ...allAuthorsQuery(conference.id), select: sortByLabel });
  const list = authors.data ?? [];
  const preset = list.some((option) => option.value === PRESET_RESEARCHERS[0]) ? PRESET_RESEARCHERS[0] : (list[0]?.value ?? null);
  const author = picked !== null && list.some((option) => option.value === picked) ? picked : preset;
  const noun = mode === 'topic' ? 'topics' : 'keywords';

  return (
    <ConferenceCard title="Researcher compared with the conference" exportWhose={author ?? undefined} actions={<ChartHint chart="researcher and conference" hint={HINTS.common} />} resetKey={`${author}|${year}|${mode}`}>
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
                <p className="small text-muted mb-0 mt-1">{options.length} researchers have published at {conference.name}.</p>
              </div>
              <Comparison author={author} year={year} mode={mode} noun={noun} />
            </>
          )
        }
      </QueryState>
    </ConferenceCard>
  );
}

/** The conference's terms of a year (its top 10) or of every year (all of them). */
function useConferenceTerms(mode: ConferenceMode, year: YearOrAll) {
  const { id } = useChosenConference();
  const everyYear = year === ALL_YEARS;
  const top = useQuery({ ...topTermsQuery(id, mode, everyYear ? skipToken : year), select: (data) => data.names });
  // a switch, not a missing input: the list of every year's terms is asked only while every year is chosen
  const all = useQuery({ ...allTermsQuery(id, mode), enabled: everyYear, select: (options) => options.map((option) => option.value) });
  return everyYear ? all : top;
}

function Comparison({ author, year, mode, noun }: { author: string; year: YearOrAll; mode: ConferenceMode; noun: string }) {
  // the researcher's top 10 of the year: the comparison endpoint asked about the researcher alone
  const { id, name } = useChosenConference();
  const researcher = useQuery({ ...authorTopicsQuery(id, author, author, year, mode), select: (data) => data?.items ?? [] });
  const conference = useConferenceTerms(mode, year);
  const image = useQuery(authorConferenceQuery(id, mode, author, year));
  const conferenceName = year === ALL_YEARS ? `${name}, all years` : `${name} ${year}`;
  const conferenceWhat = year === ALL_YEARS ? `every ${mode} of every year` : `its top 10 ${noun}`;

  return (
    <>
      <QueryState query={researcher} reserve={DIAGRAM_ROOM}>
        {(mine) => (
          <QueryState query={conference} reserve={DIAGRAM_ROOM}>
            {(theirs) => (
              <>
                <p className="small text-muted">
                  The top 10 {noun} of {author} ({year}) and the conference&apos;s ({conferenceWhat}). Choose one to search for it in Semantic Scholar.
                </p>
                <SetDiagram
                  first={{ name: author, terms: mine }}
                  second={{ name: conferenceName, terms: theirs }}
                  noun={noun}
                  caption={`The ${noun} of ${author} and of the ${name} conference, ${year}: only the researcher's, shared, only the conference's`}
                  renderTerm={(term) => (
                    <a className="btn btn-sm btn-outline-primary text-start text-break" href={scholarSearchUrl(term)} target="_blank" rel="noreferrer noopener">
                      {term}
                      <span className="visually-hidden"> (search in Semantic Scholar, opens in a new tab)</span>
                    </a>
                  )}
                />
              </>
            )}
          </QueryState>
        )}
      </QueryState>
      <ServerImage query={image} alt={`The server's Venn diagram of the ${noun} of ${author} and of the ${name} conference, ${year}`} />
    </>
  );
}
