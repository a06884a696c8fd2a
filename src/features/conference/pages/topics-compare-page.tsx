import { AcrossYearsWidget } from '../components/across-years-widget';
import { CollaborationNetworkWidget } from '../components/collaboration-network-widget';
import { CommonTermsWidget } from '../components/common-terms-widget';
import { ConferenceHeader } from '../components/conference-header';
import { ResearcherComparisonWidget } from '../components/researcher-comparison-widget';
import { Tabs } from '../components/tabs';
import { TopicCloudWidget } from '../components/topic-cloud-widget';

/** /app/topicscompare: 'Topic Overview' with the tabs Conferences and Researchers. */
export function Component() {
  return (
    <div>
      <ConferenceHeader title="Topic Overview">Compare years of the conference and the researchers who publish there.</ConferenceHeader>
      <Tabs
        label="Topic overview"
        tabs={[
          {
            id: 'conferences',
            label: 'Conferences',
            content: (
              <div className="d-grid gap-3">
                <TopicCloudWidget />
                <CommonTermsWidget />
                <AcrossYearsWidget />
              </div>
            ),
          },
          {
            id: 'researchers',
            label: 'Researchers',
            content: (
              <div className="d-grid gap-3">
                <CollaborationNetworkWidget />
                <ResearcherComparisonWidget />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
