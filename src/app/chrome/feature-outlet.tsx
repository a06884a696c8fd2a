import { Outlet, useMatches } from 'react-router-dom';
import { notOfferedText, type OptionalFeature } from '@/api/features';
import { NotOfferedState } from '@/components/ui/states';
import { useFeatureOffered } from '@/components/ui/use-features';
import { useStandaloneWords } from '@/lib/demo-mode';
import { APP_NAME, documentTitle } from './page-title';

/**
 * The pages of one optional feature (conference insights, Tweets & People): the page while the
 * server may offer it; once a call showed the server lacks it, the page's heading and one sentence
 * instead, and no page requests (what was learned holds for the session).
 */
export function FeatureOutlet({ feature }: { feature: OptionalFeature }) {
  const offered = useFeatureOffered(feature);
  const matches = useMatches();
  const standalone = useStandaloneWords();
  if (offered) return <Outlet />;
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
