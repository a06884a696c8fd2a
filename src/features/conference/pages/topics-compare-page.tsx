import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { AcrossYearsWidget } from '../components/across-years-widget';
import { CollaborationNetworkWidget } from '../components/collaboration-network-widget';
import { CommonTermsWidget } from '../components/common-terms-widget';
import { ConferenceHeader } from '../components/conference-header';
import { LakCorpusGate } from '../components/lak-corpus-gate';
import { ResearcherComparisonWidget } from '../components/researcher-comparison-widget';
import { TopicCloudWidget } from '../components/topic-cloud-widget';

/** /app/topicscompare: 'Topic Overview' with the tabs Conferences and Researchers. */
export function Component() {
  const [tab, setTab] = useState<'conferences' | 'researchers'>('conferences');
  return (
    <div>
      <ConferenceHeader title="Topic Overview">Compare years of the conference and the researchers who publish there.</ConferenceHeader>
      <LakCorpusGate>
        <Tabs
          label="Topic overview"
          selected={tab}
          onSelect={setTab}
          fade
          items={[
            {
              key: 'conferences',
              label: 'Conferences',
              panel: (
                <div className="d-grid gap-3">
                  <TopicCloudWidget />
                  <CommonTermsWidget />
                  <AcrossYearsWidget />
                </div>
              ),
            },
            {
              key: 'researchers',
              label: 'Researchers',
              panel: (
                <div className="d-grid gap-3">
                  <CollaborationNetworkWidget />
                  <ResearcherComparisonWidget />
                </div>
              ),
            },
          ]}
        />
      </LakCorpusGate>
    </div>
  );
}
