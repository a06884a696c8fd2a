import { useQuery } from '@tanstack/react-query';
import { activityStatsQuery } from '@/api/user/queries';
import { ChartCard } from '@/components/charts/chart-card';
import { CountBarChart } from '@/components/charts/count-bar-chart';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/states';
import { isAllZero, papersPerYear, tweetsPerMonth } from '@/components/charts/lib/activity';
import { useWords } from '@/lib/words';
import { VisualizationPage } from '../components/visualization-page';

function ActivityBars({ userId }: { userId: number }) {
  const stats = useQuery(activityStatsQuery(userId));
  const { Posts } = useWords().network;
  return (
    <QueryState query={stats} empty="No Data Found" isEmpty={(data) => Object.keys(data.papers).length === 0 && Object.keys(data.tweets).length === 0}>
      {(data) => {
        const now = new Date();
        const papers = papersPerYear(data.papers, now);
        const tweets = tweetsPerMonth(data.tweets, now);
        return (
          <div className="row g-3">
            <div className="col-12 col-lg-6">
              <ChartCard title="Publications per year (last 5 years)" resetKey={data} className="h-100">
                {isAllZero(papers) ? (
                  <EmptyState>No data available</EmptyState>
                ) : (
                  <CountBarChart label="Publications per year, last 5 years" points={papers} unit="Publications" periodName="Year" colorIndex={0} />
                )}
              </ChartCard>
            </div>
            <div className="col-12 col-lg-6">
              <ChartCard title={`${Posts} per month (last 6 months)`} resetKey={data} className="h-100">
                {isAllZero(tweets) ? (
                  <EmptyState>No data available</EmptyState>
                ) : (
                  <CountBarChart label={`${Posts} per month, last 6 months`} points={tweets} unit={Posts} periodName="Month" colorIndex={5} />
                )}
              </ChartCard>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}

/** /app/bar-chart/{id}: 'Activities', publications per year and tweets per month. */
export function Component() {
  const { posts } = useWords().network;
  return (
    <VisualizationPage title="Activities" intro={`How many publications per year (last 5 years) and ${posts} per month (last 6 months).`}>
      {(user) => <ActivityBars key={user.id} userId={user.id} />}
    </VisualizationPage>
  );
}
