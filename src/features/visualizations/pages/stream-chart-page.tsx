import { useQuery } from '@tanstack/react-query';
import { streamGraphQuery } from '@/api/user/queries';
import type { StreamGraph } from '@/api/user/schemas';
import { ChartCard } from '@/components/charts/chart-card';
import { KeywordStreamChart } from '@/components/charts/keyword-stream-chart';
import { QueryState } from '@/components/ui/query-state';
import { isStreamEmpty, streamSeries } from '@/components/charts/lib/stream';
import { PROFILE_YEARS } from '@/config/profile-window';
import { useWords } from '@/lib/words';
import { VisualizationPage } from '../components/visualization-page';

const MONTHS = 6;

function Streams({ userId }: { userId: number }) {
  const stream = useQuery(streamGraphQuery(userId));
  const { posts } = useWords().network;
  return (
    <QueryState
      query={stream}
      empty="No data is available at the moment"
      // a server that cannot compute interests answers empty periods: an empty state, not an error
      isEmpty={(data) => isStreamEmpty(streamSeries(data.twitter_data, MONTHS)) && isStreamEmpty(streamSeries(data.paper_data, PROFILE_YEARS))}
    >
      {(data) => <StreamCharts data={data} posts={posts} />}
    </QueryState>
  );
}

/**
 * The two streams: posts over the last 6 months, publications over the profile's window (PROFILE_YEARS),
 * as far as the server gives it (the release's server gives five years), titled with the years shown.
 */
function StreamCharts({ data, posts }: { data: StreamGraph; posts: string }) {
  const papers = streamSeries(data.paper_data, PROFILE_YEARS);
  const years = `last ${papers.rows.length} years`;
  return (
    <div className="row g-3">
      <div className="col-12">
        <ChartCard title={`Keywords in ${posts} (last 6 months)`} resetKey={data}>
          <KeywordStreamChart label={`Keyword weights in ${posts} per month, last 6 months`} series={streamSeries(data.twitter_data, MONTHS)} periodName="Month" />
        </ChartCard>
      </div>
      <div className="col-12">
        <ChartCard title={`Keywords in publications (${years})`} resetKey={data}>
          <KeywordStreamChart label={`Keyword weights in publications per year, ${years}`} series={papers} periodName="Year" />
        </ChartCard>
      </div>
    </div>
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
