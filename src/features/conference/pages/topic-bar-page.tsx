import { AcrossYearsWidget } from '../components/across-years-widget';
import { CommonTermsWidget } from '../components/common-terms-widget';
import { ConferenceHeader } from '../components/conference-header';
import { EvolutionWidget } from '../components/evolution-widget';
import { TopicPieWidget } from '../components/topic-pie-widget';
import { TopTermsWidget } from '../components/top-terms-widget';

/** /app/topicbar: 'Topic Trends' of the LAK conference, 2011 to 2020. */
export function Component() {
  return (
    <div>
      <ConferenceHeader title="Topic Trends">Topics and keywords of the LAK conference papers, 2011 to 2020.</ConferenceHeader>
      <div className="d-grid gap-3">
        <TopTermsWidget />
        <div className="row g-3">
          <div className="col-xl-6">
            <TopicPieWidget />
          </div>
          <div className="col-xl-6">
            <CommonTermsWidget />
          </div>
        </div>
        <AcrossYearsWidget />
        <EvolutionWidget />
      </div>
    </div>
  );
}
