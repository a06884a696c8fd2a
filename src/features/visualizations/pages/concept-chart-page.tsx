import { interestColors } from '@/components/charts/lib/palette';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '@/components/charts/chart-card';
import { QueryState } from '@/components/ui/query-state';
import { useDemoBackend } from '@/lib/demo-mode';
import { CONCEPT_INTEREST_LIMIT, conceptMap } from '@/components/charts/lib/concept-map';
import { chartInterestsQuery, wikipediaStatusQuery } from '../api/queries';
import { ConceptMapChart } from '../components/concept-map-chart';
import { VisualizationPage } from '../components/visualization-page';

/**
 * On the built-in backend: true when Wikipedia could not be reached when the user's interests were
 * last extracted (the built-in list answered; stored with the account, so a reload still says it).
 */
function useWikipediaUnreachable(userId: number): boolean {
  const builtIn = useDemoBackend() !== null;
  // a switch, not a missing input: only the built-in backend stores how Wikipedia answered
  const status = useQuery({ ...wikipediaStatusQuery(userId), enabled: builtIn });
  return builtIn && status.data?.wikipedia === 'unreachable';
}

/**
 * What the concept map says, once, when the built-in list answered for Wikipedia (`hasCategories`:
 * whether that list gave any of the top interests a category), and when Wikipedia is asked again.
 */
export function wikipediaUnreachableText(own: boolean, hasCategories = true): string {
  const when = own ? 'when your interests were built' : 'when these interests were built';
  const said = hasCategories
    ? `Wikipedia could not be reached ${when}: the categories come from the built-in list.`
    : `Wikipedia could not be reached ${when}, so their categories are missing: the top interests are shown without them.`;
  return own ? `${said} Your interests are built again with Wikipedia at your next refresh or regeneration of the interest profile.` : said;
}

type CategoryAction = (category: string) => ReactNode;

function ConceptMapSection({ userId, own, categoryAction }: { userId: number; own: boolean; categoryAction?: CategoryAction }) {
  const interests = useQuery(chartInterestsQuery({ id: userId, own }));
  const wikipediaUnreachable = useWikipediaUnreachable(userId);
  return (
    <QueryState query={interests} empty="No Data Found">
      {(data) => {
        const map = conceptMap(data);
        return (
          <ChartCard title={map.links.length > 0 ? `Top ${map.interests.length} interests and their Wikipedia categories` : `Top ${map.interests.length} interests`} resetKey={data}>
            {wikipediaUnreachable ? (
              <p className="small text-muted" role="status">
                {wikipediaUnreachableText(own, map.links.length > 0)}
              </p>
            ) : null}
            {map.links.length === 0 && !wikipediaUnreachable ? (
              <p className="small text-muted">These interests have no Wikipedia categories yet.</p>
            ) : null}
            <ConceptMapChart
              map={map}
              label={`Concept map of the top ${CONCEPT_INTEREST_LIMIT} interests and their Wikipedia categories`}
              categoryAction={categoryAction}
              colors={interestColors(data.map((interest) => interest.keyword))}
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
