import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { notOfferedText, type OptionalFeature } from '@/api/features';
import { isProbed, type ProbedFeature } from '@/api/feature-probe';
import { FailureGroup } from '@/components/ui/failure-group';
import { Spinner } from '@/components/ui/spinner';
import { NotOfferedState } from '@/components/ui/states';
import { useFeatureOffered, useFeatureProbe } from '@/components/ui/use-features';
import { useStandaloneWords } from '@/lib/demo-mode';
import { APP_NAME, documentTitle } from './page-title';

/**
 * The pages of one optional feature (conference insights, Tweets & People, Recommended Papers): the
 * page while the server may offer it; once a call showed the server lacks it, the page's heading and
 * one sentence instead, and no page requests (what was learned holds for the session). A feature
 * with a probe (src/api/feature-probe.ts) is asked about first: its page, a form the user would fill
 * in for nothing, opens only once the server said it has the route.
 */
export function FeatureOutlet({ feature }: { feature: OptionalFeature }) {
  return isProbed(feature) ? <ProbedOutlet feature={feature} /> : <LearnedOutlet feature={feature} />;
}

/** The data each feature's pages ask a server for, as a page names it when the server cannot answer (FailureGroup). */
const GROUPED_DATA: Partial<Record<OptionalFeature, string>> = { conference: 'conference data' };

function LearnedOutlet({ feature }: { feature: OptionalFeature }) {
  const offered = useFeatureOffered(feature);
  const { pathname } = useLocation();
  const subject = GROUPED_DATA[feature];
  if (!offered) return <NotOffered feature={feature} />;
  // one group per page: the count of failed cards starts afresh on each
  return subject ? (
    <FailureGroup key={pathname} subject={subject}>
      <Outlet />
    </FailureGroup>
  ) : (
    <Outlet />
  );
}

function ProbedOutlet({ feature }: { feature: ProbedFeature }) {
  const offered = useFeatureProbe(feature);
  if (offered === 'checking') return <Spinner label="Checking what this server offers…" />;
  return offered === 'offered' ? <Outlet /> : <NotOffered feature={feature} />;
}

function NotOffered({ feature }: { feature: OptionalFeature }) {
  const matches = useMatches();
  const standalone = useStandaloneWords();
  const heading = documentTitle(matches, standalone).replace(new RegExp(` · ${APP_NAME}$`), '');
  return (
    <section className="card shadow-sm">
      <div className="card-header bg-white">
        <h1 className="h4 mb-0">{heading}</h1>
      </div>
      <div className="card-body">
        <NotOfferedState>{notOfferedText(feature)}</NotOfferedState>
      </div>
    </section>
  );
}
