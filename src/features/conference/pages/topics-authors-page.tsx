import { CollaborationNetworkWidget } from '../components/collaboration-network-widget';
import { ConferenceHeader } from '../components/conference-header';
import { LakCorpusGate } from '../components/lak-corpus-gate';
import { ResearcherComparisonWidget } from '../components/researcher-comparison-widget';

/** /app/topicsauthors: 'Compare Researcher' (menu) / 'Comparison of Researchers'. */
export function Component() {
  return (
    <div>
      <ConferenceHeader title="Comparison of Researchers">Who writes together on a topic, and how two researchers' topics compare.</ConferenceHeader>
      <LakCorpusGate>
        <div className="d-grid gap-3">
          <CollaborationNetworkWidget />
          <ResearcherComparisonWidget />
        </div>
      </LakCorpusGate>
    </div>
  );
}
