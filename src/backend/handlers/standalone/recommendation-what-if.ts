/**
 * Recommended Papers' what-if of a paper named under Why? (built-in backend only; docs/recommendations.md):
 * - POST /api/standalone/recommendations/without-paper/  {paper_keywords, interests, paper_id} -> {score}
 * The card's paper (found by its keyphrases among the caller's last recommended ones, as the other
 * what-ifs find it) scored with the caller's paper `paper_id` left out of the papers it is compared
 * with: what "What if this paper were left out?" shows. 400 {field: [message]} for a missing or wrong
 * field; 404 {detail} when `paper_id` is not among the caller's papers (or the ones they liked).
 */
import { json, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { ensureWordVectors } from '../../nlp/embeddings/word-vectors';
import { leaveOutWhatIf } from '../../nlp/recommend-publications';
import { interestList, keywordMap, whatIfBasis } from '../user/publications';
import { callerId, type Route, type RouteContext } from '../route';
import { isRecord } from '../user/validate';

async function withoutPaper(ctx: RouteContext): Promise<Response> {
  const [body] = await Promise.all([readJson(ctx.request), ensureWordVectors()]);
  if (body === MALFORMED) return malformedJson();
  const record = isRecord(body) ? body : {};
  const keywords = keywordMap(record.paper_keywords);
  if (keywords === null) return json({ paper_keywords: ['Must be an object of keyphrases and their weights.'] }, 400);
  const interests = interestList(record.interests);
  if (interests === null) return json({ interests: ['Must be a list of interests, each with a text and a weight.'] }, 400);
  const paperId = typeof record.paper_id === 'string' ? record.paper_id.trim() : '';
  if (paperId === '') return json({ paper_id: ['This field is required.'] }, 400);
  const { own, damped, paper } = whatIfBasis(ctx.backend, callerId(ctx), keywords);
  const answer = leaveOutWhatIf(keywords, interests, own, paperId, paper, damped);
  return answer ? json(answer) : json({ detail: 'This paper is not among your papers.' }, 404);
}

export const recommendationWhatIfRoutes: Route[] = [{ method: 'POST', path: '/api/standalone/recommendations/without-paper/', auth: 'caller', handle: withoutPaper }];
