import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '@/components/charts/chart-card';
import { QueryState } from '@/components/ui/query-state';
import { getWikipediaStatus } from '@/api/standalone/wikipedia';
import { useDemoBackend } from '@/lib/demo-mode';
import { CONCEPT_INTEREST_LIMIT, conceptMap } from '@/components/charts/lib/concept-map';
import { chartInterestsQuery } from '../api/queries';
import { ConceptMapChart } from '../components/concept-map-chart';
import { VisualizationPage } from '../components/visualization-page';

/** On the built-in backend: true when its last look-up could not reach Wikipedia (the built-in list answered). */
function useWikipediaUnreachable(): boolean {
  const builtIn = useDemoBackend() !== null;
  const status = useQuery({ queryKey: ['wikipedia-status'], queryFn: ({ signal }) => getWikipediaStatus(signal), enabled: builtIn, staleTime: 60_000 });
  return builtIn && status.data?.wikipedia === 'unreachable';
}

type CategoryAction = (category: string) => ReactNode;

function ConceptMapSection({ userId, own, categoryAction }: { userId: number; own: boolean; categoryAction?: CategoryAction }) {
  const interests = useQuery(chartInterestsQuery({ id: userId, own }));
  const wikipediaUnreachable = useWikipediaUnreachable();
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
            <ConceptMapChart
              map={map}
              label={`Concept map of the top ${CONCEPT_INTEREST_LIMIT} interests and their Wikipedia categories`}
              categoryAction={categoryAction}
            />
          </ChartCard>
        );
      }}
    </QueryState>
  );
}

/**
 * /app/concept-chart/{id}: 'Potential Interests', a concept map of the top interests. The spec's page
 * also called getsimilarity/ and only logged the result: not asked here (the development line
 * removed the route, and the built-in backend loads its whole word-vector table to answer it).
 * `categoryAction` is offered on the own profile's categories (app/routes/concept-chart-page.tsx
 * passes the interests feature's "Add as an interest").
 */
export function Component({ categoryAction }: { categoryAction?: CategoryAction }) {
  return (
    <VisualizationPage
      title="Potential Interests"
      intro="The top interests linked to the Wikipedia categories they belong to: related topics worth a look."
    >
      {(user) => <ConceptMapSection key={user.id} userId={user.id} own={user.own} categoryAction={user.own ? categoryAction : undefined} />}
    </VisualizationPage>
  );
}
