import { useQuery } from '@tanstack/react-query';
import type { ShortTermInterest, StreamGraph } from '@/api/user/schemas';
import { shortTermInterestsQuery, streamGraphQuery } from '@/api/user/queries';
import { ChartCard } from '@/components/charts/chart-card';
import { InterestPie } from '@/components/charts/interest-pie';
import { QueryState } from '@/components/ui/query-state';
import { recentInterests } from '@/components/charts/lib/recent-interests';
import { useWords } from '@/lib/words';
import { VisualizationPage } from '../components/visualization-page';

/**
 * The short-term models (at most 5, api-contract 4.14) completed from the stream graph's models of
 * the same windows: the pies show 5 slices where the user has 5. A stream graph that fails to load
 * leaves the short-term models alone.
 */
function RecentPies({ userId }: { userId: number }) {
  const interests = useQuery(shortTermInterestsQuery(userId));
  const stream = useQuery(streamGraphQuery(userId));
  return (
    <QueryState query={interests} empty="No Data Found">
      {(data) => (
        <QueryState query={stream} renderError={() => <Pies data={data} stream={stream.data} />}>
          {(models) => <Pies data={data} stream={models} />}
        </QueryState>
      )}
    </QueryState>
  );
}

function Pies({ data, stream }: { data: readonly ShortTermInterest[]; stream: StreamGraph | undefined }) {
  const recent = recentInterests(data, new Date(), stream);
  const { Posts, posts } = useWords().network;
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <ChartCard title="Publications over the last year" resetKey={data} className="h-100">
          <InterestPie label="Recent interests from publications over the last year" slices={recent.publications} />
        </ChartCard>
      </div>
      <div className="col-12 col-lg-6">
        <ChartCard title={`${Posts} over the last month`} resetKey={data} className="h-100">
          <InterestPie label={`Recent interests from ${posts} over the last month`} slices={recent.tweets} />
        </ChartCard>
      </div>
    </div>
  );
}

/** /app/pie-chart/{id}: 'Recent Interests' (also where unknown /app paths land). */
export function Component() {
  const { posts } = useWords().network;
  return (
    <VisualizationPage title="Recent Interests" intro={`The first 5 recent interests from publications of the last year and from ${posts} of the last month.`}>
      {(user) => <RecentPies key={user.id} userId={user.id} />}
    </VisualizationPage>
  );
}
