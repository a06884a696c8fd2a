import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '@/components/charts/chart-card';
import { QueryState } from '@/components/ui/query-state';
import { getWikipediaStatus } from '@/api/standalone/wikipedia';
import { useDemoBackend } from '@/lib/demo-mode';
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

/** On the built-in backend: true when its last look-up could not reach Wikipedia (the built-in list answered). */
function useWikipediaUnreachable(): boolean {
  const builtIn = useDemoBackend() !== null;
  const status = useQuery({ queryKey: ['wikipedia-status'], queryFn: ({ signal }) => getWikipediaStatus(signal), enabled: builtIn, staleTime: 60_000 });
  return builtIn && status.data?.wikipedia === 'unreachable';
}

function ConceptMapSection({ userId, own }: { userId: number; own: boolean }) {
  const interests = useQuery(chartInterestsQuery({ id: userId, own }));
  const wikipediaUnreachable = useWikipediaUnreachable();
  useBuiltInSimilarityLog();
  return (
    <QueryState query={interests} empty="No Data Found">
      {(data) => {
        const map = conceptMap(data);
        return (
          <ChartCard title={`Top ${map.interests.length} interests and their Wikipedia categories`} resetKey={data}>
            {wikipediaUnreachable ? (
              <p className="small text-muted" role="status">
                Wikipedia could not be reached: the categories come from the built-in list.
              </p>
            ) : null}
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
      {(user) => <ConceptMapSection key={user.id} userId={user.id} own={user.own} />}
    </VisualizationPage>
  );
}
