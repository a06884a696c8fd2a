import { ConferenceHeader } from '../components/conference-header';
import { LakCorpusGate } from '../components/lak-corpus-gate';
import { ResearcherConferenceWidget } from '../components/researcher-conference-widget';

/** /app/topicsresearch: 'Compare Conference' (menu) / 'Comparison of Conference(s)'. */
export function Component() {
  return (
    <div>
      <ConferenceHeader title="Comparison of Conference(s)">How a researcher's topics relate to those of the whole conference.</ConferenceHeader>
      <LakCorpusGate>
        <ResearcherConferenceWidget />
      </LakCorpusGate>
    </div>
  );
}
