import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '@/components/charts/chart-card';
import { QueryState } from '@/components/ui/query-state';
import { CONCEPT_INTEREST_LIMIT, conceptMap } from '@/components/charts/lib/concept-map';
import { builtInSimilarityQuery, chartInterestsQuery } from '../api/queries';
import { ConceptMapChart } from '../components/concept-map-chart';
import { VisualizationPage } from '../components/visualization-page';

/**
 * The spec's concept map calls getsimilarity and only logs the result. It runs beside the map and
 * never holds it up; a failure is logged too and shown nowhere.
 */
function useBuiltInSimilarityLog() {
  const similarity = useQuery(builtInSimilarityQuery());
  useEffect(() => {
    if (similarity.isSuccess) console.info('getsimilarity', similarity.data.vals);
    if (similarity.isError) console.info('getsimilarity failed', similarity.error);
  }, [similarity.isSuccess, similarity.isError, similarity.data, similarity.error]);
}

function ConceptMapSection({ userId }: { userId: number }) {
  const interests = useQuery(chartInterestsQuery(userId));
  useBuiltInSimilarityLog();
  return (
    <QueryState query={interests} empty="No Data Found">
      {(data) => {
        const map = conceptMap(data);
        return (
          <ChartCard title={`Top ${map.interests.length} interests and their Wikipedia categories`} resetKey={data}>
            {map.links.length === 0 ? (
              <p className="small text-muted">These interests have no Wikipedia categories yet.</p>
            ) : null}
            <ConceptMapChart map={map} label={`Concept map of the top ${CONCEPT_INTEREST_LIMIT} interests and their Wikipedia categories`} />
          </ChartCard>
        );
      }}
    </QueryState>
  );
}

/** /app/concept-chart/{id}: 'Potential Interests', a concept map of the top interests. */
export function Component() {
  return (
    <VisualizationPage
      title="Potential Interests"
      intro="The top interests linked to the Wikipedia categories they belong to: related topics worth a look."
    >
      {(user) => <ConceptMapSection key={user.id} userId={user.id} />}
    </VisualizationPage>
  );
}
