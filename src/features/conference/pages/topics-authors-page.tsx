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
          {/* below the network: skipped by the browser's rendering until it comes near (conference.css) */}
          <div className="conf-below-fold">
            <ResearcherComparisonWidget />
          </div>
        </div>
      </LakCorpusGate>
    </div>
  );
}
