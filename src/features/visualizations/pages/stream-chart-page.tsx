import { useQuery } from '@tanstack/react-query';
import { streamGraphQuery } from '@/api/user/queries';
import { ChartCard } from '@/components/charts/chart-card';
import { KeywordStreamChart } from '@/components/charts/keyword-stream-chart';
import { QueryState } from '@/components/ui/query-state';
import { isStreamEmpty, streamSeries } from '@/components/charts/lib/stream';
import { VisualizationPage } from '../components/visualization-page';

const MONTHS = 6;
const YEARS = 5;

function Streams({ userId }: { userId: number }) {
  const stream = useQuery(streamGraphQuery(userId));
  return (
    <QueryState
      query={stream}
      empty="No data is available at the moment"
      // a server that cannot compute interests answers empty periods: an empty state, not an error
      isEmpty={(data) => isStreamEmpty(streamSeries(data.twitter_data, MONTHS)) && isStreamEmpty(streamSeries(data.paper_data, YEARS))}
    >
      {(data) => (
        <div className="row g-3">
          <div className="col-12">
            <ChartCard title="Keywords in tweets (last 6 months)" resetKey={data}>
              <KeywordStreamChart label="Keyword weights in tweets per month, last 6 months" series={streamSeries(data.twitter_data, MONTHS)} periodName="Month" />
            </ChartCard>
          </div>
          <div className="col-12">
            <ChartCard title="Keywords in publications (last 5 years)" resetKey={data}>
              <KeywordStreamChart label="Keyword weights in publications per year, last 5 years" series={streamSeries(data.paper_data, YEARS)} periodName="Year" />
            </ChartCard>
          </div>
        </div>
      )}
    </QueryState>
  );
}

/** /app/stream-chart/{id}: 'Interest Trends', keyword weights over time in tweets and in publications. */
export function Component() {
  return (
    <VisualizationPage title="Interest Trends" intro="How the weight of each keyword changed over time. Point at a stream to read its values.">
      {(user) => <Streams key={user.id} userId={user.id} />}
    </VisualizationPage>
  );
}
