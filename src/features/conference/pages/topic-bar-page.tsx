import { lazy, Suspense, type ReactNode } from 'react';
import { RenderWhenNear } from '@/components/charts/render-when-near';
import { Spinner } from '@/components/ui/spinner';
import { useDemoBackend } from '@/lib/demo-mode';
import { ConferenceHeader } from '../components/conference-header';
import { LakCorpusGate } from '../components/lak-corpus-gate';
import { TopTermsWidget } from '../components/top-terms-widget';
import { useChosenConference, yearSpan } from '../lib/chosen-conference';

// The cards below the first one draw (and ask for their data) when they come near the viewport, and
// load their code then (the pie and the common terms' diagram with their publications dialog, the two at
// the foot of the page with their combobox library): the first paint of the page does not wait for them
// (bench budget of a chart route).
const TopicPieWidget = lazy(() => import('../components/topic-pie-widget').then((module) => ({ default: module.TopicPieWidget })));
const CommonTermsWidget = lazy(() => import('../components/common-terms-widget').then((module) => ({ default: module.CommonTermsWidget })));
const AcrossYearsWidget = lazy(() => import('../components/across-years-widget').then((module) => ({ default: module.AcrossYearsWidget })));
const YourInterestsWidget = lazy(() => import('../components/your-interests-widget').then((module) => ({ default: module.YourInterestsWidget })));
const EvolutionWidget = lazy(() => import('../components/evolution-widget').then((module) => ({ default: module.EvolutionWidget })));

/** Room kept for a card below the fold until it draws (about its height: nothing jumps much). */
const CARD_ROOM = 560;

function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <RenderWhenNear height={CARD_ROOM}>
      <Suspense fallback={<Spinner reserve={CARD_ROOM} />}>{children}</Suspense>
    </RenderWhenNear>
  );
}

/** /app/topicbar: 'Topic Trends' of the chosen conference (LAK, 2011 to 2020, unless another is chosen). */
export function Component() {
  const conference = useChosenConference();
  // "Your interests" is the built-in backend's: a RIMA server has no such call
  const demo = useDemoBackend();
  return (
    <div>
      <ConferenceHeader title="Topic Trends">
        Topics and keywords of the {conference.name} conference papers, {yearSpan(conference)}.
      </ConferenceHeader>
      <LakCorpusGate>
        <div className="d-grid gap-3">
          <TopTermsWidget />
          <div className="row g-3">
            <div className="col-xl-6">
              <BelowTheFold>
                <TopicPieWidget />
              </BelowTheFold>
            </div>
            <div className="col-xl-6">
              <BelowTheFold>
                <CommonTermsWidget />
              </BelowTheFold>
            </div>
          </div>
          <BelowTheFold>
            <AcrossYearsWidget />
          </BelowTheFold>
          <BelowTheFold>
            <EvolutionWidget />
          </BelowTheFold>
          {demo ? (
            <BelowTheFold>
              <YourInterestsWidget conferences={[conference.id]} />
            </BelowTheFold>
          ) : null}
        </div>
      </LakCorpusGate>
    </div>
  );
}
