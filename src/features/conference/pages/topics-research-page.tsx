import { CONFERENCES } from '@/api/conference';
import { NotOfferedState } from '@/components/ui/states';
import { useDemoBackend } from '@/lib/demo-mode';
import { ConferenceComparisonWidget } from '../components/conference-comparison';
import { ConferenceHeader } from '../components/conference-header';
import { LakCorpusGate } from '../components/lak-corpus-gate';
import { ResearcherConferenceWidget } from '../components/researcher-conference-widget';

/**
 * /app/topicsresearch: 'Compare Conference' (menu) / 'Comparison of Conference(s)'. On the built-in
 * backend: two or more conferences compared over a span of years, then a researcher against the chosen
 * conference. A RIMA server offers LAK alone: the researcher against LAK, the comparison named as not offered.
 */
export function Component() {
  const demo = useDemoBackend();
  return (
    <div>
      <ConferenceHeader title="Comparison of Conference(s)">Which topics conferences share and which are their own, and how a researcher's topics relate to a conference's.</ConferenceHeader>
      <div className="d-grid gap-3">
        {demo ? (
          <ConferenceComparisonWidget />
        ) : (
          <NotOfferedState>
            Comparing conferences ({CONFERENCES.map((conference) => conference.name).join(', ')}) is not offered by this server: it offers LAK only. The standalone build reads the others from open sources.
          </NotOfferedState>
        )}
        <LakCorpusGate>
          <ResearcherConferenceWidget />
        </LakCorpusGate>
      </div>
    </div>
  );
}
