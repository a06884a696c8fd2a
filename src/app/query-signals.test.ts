import { QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userApi } from '@/api/clients';
import { isApiError } from '@/api/http';
import { activityStatsQuery, longTermInterestsQuery, ownInterestsQuery, profileQuery, publicProfileQuery, shortTermInterestsQuery, streamGraphQuery } from '@/api/user/queries';
import { env } from '@/config/env';
import { importStatusQuery } from '@/features/auth/api/queries';
import * as conference from '@/features/conference/api/queries';
import { blacklistQuery } from '@/features/interests/api/queries';
import { paperQuery, papersQuery } from '@/features/papers/api/queries';
import { createTag } from '@/features/recommendations/lib/tags';
import { recommendedTweetsQuery, savedTweetsQuery, whyThisTweetQuery } from '@/features/recommendations/api/queries';
import { userSimilarityQuery } from '@/features/similarity/api/queries';
import { ownTweetsQuery } from '@/features/visualizations/api/queries';
import { server } from '@/backend/node';

/** Every query of the app, by name (the options a page hands to useQuery). */
const QUERIES: Record<string, () => { queryKey: QueryKey; queryFn?: unknown }> = {
  profile: profileQuery,
  longTermInterests: () => longTermInterestsQuery(1),
  shortTermInterests: () => shortTermInterestsQuery(1),
  streamGraph: () => streamGraphQuery(1),
  activityStats: () => activityStatsQuery(1),
  ownInterests: ownInterestsQuery,
  importStatus: importStatusQuery,
  blacklist: blacklistQuery,
  papers: papersQuery,
  paper: () => paperQuery(1),
  recommendedTweets: () => recommendedTweetsQuery([createTag('learning analytics', 0, 'tag-1')]),
  savedTweets: savedTweetsQuery,
  whyThisTweet: () => whyThisTweetQuery({ id_str: '1', full_text: 'learning analytics dashboards' }, ['dashboards']),
  userSimilarity: () => userSimilarityQuery(2),
  publicProfile: () => publicProfileQuery(2),
  ownTweets: ownTweetsQuery,
  topTerms: () => conference.topTermsQuery('lak', 'topic', '2011'),
  topicDetails: () => conference.topicDetailsQuery('lak', 'learning analytics', '2011'),
  pie: () => conference.pieQuery('lak', 'keyword', 10, '2011'),
  abstracts: () => conference.abstractsQuery('lak', 'learning analytics', '2011'),
  allTerms: () => conference.allTermsQuery('lak', 'topic'),
  evolution: () => conference.evolutionQuery('lak', 'keyword', ['learning analytics']),
  commonImage: () => conference.commonImageQuery('lak', 'topic', '2011', '2012'),
  yearList: () => conference.yearListQuery('lak', 'topic', ['2011', '2012']),
  cloud: () => conference.cloudQuery('lak', 'topic', 10, '2011'),
  yearTerms: () => conference.yearTermsQuery('lak', 'keyword', '2011'),
  graph: () => conference.graphQuery('lak', 'learning analytics', '2011'),
  node: () => conference.nodeQuery('lak', { author: 'A', term: 'learning analytics', year: '2011' }),
  authorsOfYear: () => conference.authorsOfYearQuery('lak', '2011'),
  allAuthors: () => conference.allAuthorsQuery('lak'),
  authorTopics: () => conference.authorTopicsQuery('lak', 'A', 'B', '2011', 'topic'),
  authorConference: () => conference.authorConferenceQuery('lak', 'keyword', 'A', '2011'),
};

/** Runs a query's queryFn as TanStack Query does, with the given signal. */
function run(options: { queryKey: QueryKey; queryFn?: unknown }, signal: AbortSignal): Promise<unknown> {
  if (typeof options.queryFn !== 'function') throw new Error('no queryFn');
  const context: QueryFunctionContext = { client: new QueryClient(), queryKey: options.queryKey, signal, meta: undefined };
  return Promise.resolve().then(() => (options.queryFn as (context: QueryFunctionContext) => unknown)(context));
}

describe("TanStack Query's abort signal reaches the HTTP request", () => {
  it.each(Object.keys(QUERIES))('%s: a query cancelled before it starts sends no request', async (name) => {
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => sent.push(request.url);
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    const factory = QUERIES[name];
    if (!factory) throw new Error(name);
    const controller = new AbortController();
    controller.abort();
    const error = await run(factory(), controller.signal).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(isApiError(error) && error.kind === 'network').toBe(true);
    expect(sent).toEqual([]);
  });

  it('cancelling a query under way aborts its HTTP request at once', async () => {
    const signals: AbortSignal[] = [];
    const interceptor = userApi.axios.interceptors.request.use((config) => {
      if (config.signal instanceof AbortSignal) signals.push(config.signal);
      return config;
    });
    onTestFinished(() => userApi.axios.interceptors.request.eject(interceptor));
    let started = false;
    server.use(
      http.get(`${env.apiUrl}/api/accounts/profile/`, async () => {
        started = true;
        await delay(3000);
        return HttpResponse.json({});
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pending = client.fetchQuery(profileQuery()).then(
      () => 'resolved',
      () => 'rejected',
    );
    await expect.poll(() => started).toBe(true);
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    await client.cancelQueries({ queryKey: profileQuery().queryKey });
    expect(await pending).toBe('rejected');
    // the signal the request was sent with (XMLHttpRequest.abort() follows it in axios's adapter)
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });
});
