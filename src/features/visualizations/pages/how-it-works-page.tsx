import { DataSourcesStep, KeyphrasesStep, MergingStep, PublicationsStep, ResultStep } from '../components/how-it-works-steps';
import { VisualizationPage } from '../components/visualization-page';

/**
 * /app/how-it-works/{id}: 'How does it work?', the five steps from a user's linked accounts to their
 * interest profile, each on that user's data (read only for another user).
 */
export function Component() {
  return (
    <VisualizationPage title="How does it work?" intro="Five steps from the linked accounts to the interest profile, each on this user's own data.">
      {(user) => (
        <div key={user.id} className="card shadow-sm">
          <div className="card-body px-2 px-sm-3">
            <ol className="list-unstyled mb-0" aria-label="Steps from the data to the interest profile">
              <DataSourcesStep userId={user.id} own={user.own} />
              <PublicationsStep userId={user.id} />
              <KeyphrasesStep userId={user.id} own={user.own} />
              <MergingStep userId={user.id} own={user.own} />
              <ResultStep userId={user.id} own={user.own} />
            </ol>
          </div>
        </div>
      )}
    </VisualizationPage>
  );
}
