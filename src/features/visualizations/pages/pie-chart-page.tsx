import { useQuery } from '@tanstack/react-query';
import { shortTermInterestsQuery } from '@/api/user/queries';
import { ChartCard } from '@/components/charts/chart-card';
import { InterestPie } from '@/components/charts/interest-pie';
import { QueryState } from '@/components/ui/query-state';
import { recentInterests } from '@/components/charts/lib/recent-interests';
import { VisualizationPage } from '../components/visualization-page';

function RecentPies({ userId }: { userId: number }) {
  const interests = useQuery(shortTermInterestsQuery(userId));
  return (
    <QueryState query={interests} empty="No Data Found">
      {(data) => {
        const recent = recentInterests(data, new Date());
        return (
          <div className="row g-3">
            <div className="col-12 col-lg-6">
              <ChartCard title="Publications over the last year" resetKey={data} className="h-100">
                <InterestPie label="Recent interests from publications over the last year" slices={recent.publications} />
              </ChartCard>
            </div>
            <div className="col-12 col-lg-6">
              <ChartCard title="Tweets over the last month" resetKey={data} className="h-100">
                <InterestPie label="Recent interests from tweets over the last month" slices={recent.tweets} />
              </ChartCard>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}

/** /app/pie-chart/{id}: 'Recent Interests' (also where unknown /app paths land). */
export function Component() {
  return (
    <VisualizationPage title="Recent Interests" intro="The first 5 recent interests from publications of the last year and from tweets of the last month.">
      {(user) => <RecentPies key={user.id} userId={user.id} />}
    </VisualizationPage>
  );
}
