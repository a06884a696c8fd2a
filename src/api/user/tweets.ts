import { userApi } from '../clients';
import { request } from '../http';
import {
  recommendedTweetsResponseSchema,
  savedTweetListSchema,
  savedTweetSchema,
  type RecommendedTweetsResponse,
  type SavedTweet,
} from './schemas';

/** What the server reads of each tag (api-contract 5.4); other tag settings stay client-side. */
export type TagRequest = { id: string | number; text: string; n_tweets: number | string; color: string };

/** POST /api/interests/recommended-tweets (no slash) with a bare array of tags */
export function getRecommendedTweets(tags: TagRequest[], signal?: AbortSignal): Promise<RecommendedTweetsResponse> {
  return request(userApi, {
    endpoint: 'recommended tweets',
    method: 'POST',
    url: '/api/interests/recommended-tweets',
    feature: 'tweets',
    data: tags.map(({ id, text, n_tweets, color }) => ({ id, text, n_tweets, color })),
    schema: recommendedTweetsResponseSchema,
    signal,
  });
}

/** POST /api/interests/tweets (no slash, caller) -> 201 SavedTweet */
export function saveTweet(input: { id_str: string; full_text: string; screen_name: string }): Promise<SavedTweet> {
  return request(userApi, {
    endpoint: 'save tweet',
    method: 'POST',
    url: '/api/interests/tweets',
    feature: 'tweets',
    data: { id_str: input.id_str, full_text: input.full_text, screen_name: input.screen_name },
    schema: savedTweetSchema,
  });
}

/** GET /api/interests/tweets (no slash, caller): saved tweets and imported timeline tweets (screen_name null) */
export function getSavedTweets(signal?: AbortSignal): Promise<SavedTweet[]> {
  return request(userApi, { endpoint: 'saved tweets', method: 'GET', url: '/api/interests/tweets', feature: 'tweets', schema: savedTweetListSchema, signal });
}

/** DELETE /api/interests/tweets/{id_str} (no slash, caller) -> 204 */
export function deleteSavedTweet(idStr: string): Promise<void> {
  return request(userApi, {
    endpoint: 'hide saved tweet',
    method: 'DELETE',
    url: `/api/interests/tweets/${encodeURIComponent(idStr)}`,
    feature: 'tweets',
    itemRoute: true,
  });
}
