/** Demo extraction, keyword similarity, user similarity and the built-in similarity (api-contract 5.1-5.3, 5.8). */
import { DEMO_EXTRACTION_TEXT_LIMIT, SIMILARITY_ALGORITHMS, type SimilarityAlgorithm } from '@/api/user/demo-algorithms';
import type { UserSimilarity } from '@/api/user/schemas';
import type { Db, DbLongTerm } from '../../domain';
import { authState, htmlServerError, json, jsonNotFound, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { ALGORITHMS, type Algorithm } from '../../nlp/extract';
import { extractOffPage } from '../../nlp/extractor';
import { ensureWordVectors } from '../../nlp/embeddings/word-vectors';
import { wikiLinkSimilarity } from '../../nlp/wikipedia/link-similarity';
import { extractWithWikipedia } from '../../nlp/wikipedia/live-filter';
import { isCancelled } from '../../sources/http';
import { approximationFields, keywordSimilarity, percent, setSimilarity } from '../../nlp/similarity';
import { callerId, type Route, type RouteContext } from '../route';
import { booleanValue, integerField, isRecord, MSG, pythonType, type FieldErrors } from './validate';

/** The public demo's live path: the switch is on and the caller is anonymous or a live account (never a seeded one). */
function usesLiveWikipedia({ backend, request }: RouteContext): boolean {
  if (!backend.liveWikipedia) return false;
  const { db } = backend;
  const state = authState(db, request);
  if (state === 'none') return true;
  return state !== 'invalid' && db.getUser(state.userId)?.live === true;
}

function isAlgorithm(value: unknown): value is Algorithm {
  return typeof value === 'string' && (ALGORITHMS as readonly string[]).includes(value);
}

function isSimilarityAlgorithm(value: unknown): value is SimilarityAlgorithm {
  return typeof value === 'string' && (SIMILARITY_ALGORITHMS as readonly string[]).includes(value);
}

function choiceError(value: unknown): string {
  return MSG.choice(typeof value === 'string' ? value : JSON.stringify(value));
}

async function extraction(ctx: RouteContext): Promise<Response> {
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const record = isRecord(body) ? body : {};
  const errors: FieldErrors = {};
  const text = record.text;
  if (!('text' in record)) errors.text = [MSG.required];
  else if (text === null) errors.text = [MSG.null];
  else if (typeof text !== 'string' || text.trim() === '') errors.text = [MSG.blank];
  else if (text.length > DEMO_EXTRACTION_TEXT_LIMIT) errors.text = [MSG.maxLength(DEMO_EXTRACTION_TEXT_LIMIT)];
  if (!('algorithm' in record)) errors.algorithm = [MSG.required];
  else if (!isAlgorithm(record.algorithm)) errors.algorithm = [choiceError(record.algorithm)];
  const count = integerField(record, 'num_of_keywords', false);
  if ('error' in count) errors.num_of_keywords = [count.error];
  let wikiFilter = true;
  if ('wiki_filter' in record) {
    const flag = booleanValue(record.wiki_filter);
    if (flag === null) errors.wiki_filter = [MSG.boolean];
    else wikiFilter = flag;
  }
  if (Object.keys(errors).length > 0) return json(errors, 400);
  const algorithm = record.algorithm;
  if (typeof text !== 'string' || !isAlgorithm(algorithm)) return htmlServerError();
  const job = { text, algorithm, limit: 'value' in count ? (count.value ?? 20) : 20, wikiFilter };
  // the public demo's live path: the real Wikipedia decides (the built-in list when it cannot be reached, said in a header)
  const live = wikiFilter && usesLiveWikipedia(ctx) ? await extractWithWikipedia(ctx.backend.sources, [job], extractOffPage) : null;
  const [found = []] = live ? live.results : await extractOffPage([job]);
  // The real server fails (HTML 500) instead of answering an empty object.
  if (found.length === 0) return htmlServerError();
  // The method's own scores scaled to 1-5: frequency counts (the server's) give most keywords the same score.
  const result: Record<string, number> = {};
  found.forEach((item) => (result[item.keyword] = item.relevance));
  const response = json(result);
  if (live?.wikipedia === 'unreachable') response.headers.set('X-RIMA-Wikipedia', 'unreachable');
  return response;
}

function keywordList(record: Record<string, unknown>, name: string, errors: FieldErrors): string[] {
  if (!(name in record)) {
    errors[name] = [MSG.required];
    return [];
  }
  const value = record[name];
  if (!Array.isArray(value)) {
    errors[name] = [MSG.notAList(pythonType(value))];
    return [];
  }
  return value.map((item) => String(item));
}

async function keywordSimilarityRoute(ctx: RouteContext): Promise<Response> {
  const [body] = await Promise.all([readJson(ctx.request), ensureWordVectors()]);
  if (body === MALFORMED) return malformedJson();
  const record = isRecord(body) ? body : {};
  const errors: FieldErrors = {};
  const first = keywordList(record, 'keywords_1', errors);
  const second = keywordList(record, 'keywords_2', errors);
  if (!('algorithm' in record)) errors.algorithm = [MSG.required];
  else if (!isSimilarityAlgorithm(record.algorithm)) errors.algorithm = [choiceError(record.algorithm)];
  if (Object.keys(errors).length > 0) return json(errors, 400);
  const algorithm = isSimilarityAlgorithm(record.algorithm) ? record.algorithm : 'WordEmbedding';
  let score = setSimilarity(
    first.map((keyword) => ({ keyword })),
    second.map((keyword) => ({ keyword })),
    algorithm,
  );
  // the public demo's live path: WikiLinkMeasure on the real Wikipedia's links; the built-in measure when it cannot be reached
  if (algorithm === 'WikiLinkMeasure' && usesLiveWikipedia(ctx)) {
    try {
      score = await wikiLinkSimilarity(ctx.backend.sources, first, second, { retries: 1, timeoutMs: 8000 });
    } catch (error) {
      if (isCancelled(error)) throw error;
      return json({ score: percent(score), wikipedia: 'unreachable', ...approximationFields([...first, ...second]) });
    }
  }
  // Beyond the server's answer: whether the score rests on estimates (words outside the vector table, or no table at all).
  // nothing compared (a set is empty): nothing to qualify
  return json({ score: percent(score), ...(first.length === 0 || second.length === 0 ? {} : approximationFields([...first, ...second])) });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Each of one user's keywords against each of the other's: the one computation the score and the explanation blocks of 5.3 read. */
function similarityMatrix(first: readonly DbLongTerm[], second: readonly DbLongTerm[]): number[][] {
  return first.map((a) => second.map((b) => keywordSimilarity(a.keyword, b.keyword)));
}

/**
 * The score (0..1) from the matrix: each keyword's best match on the other side, above what chance
 * gives (CHANCE_BEST_MATCH), averaged with the keywords' weights, in both directions. Computed on the same top 5 the heat map and the Venn lists
 * show, so a score never rests on pairs the explanation does not show. (The real server scores all
 * keywords with embeddings, and its top-5 blocks may not support its score: the client says so then.)
 */
function matrixScore(matrix: number[][], first: readonly DbLongTerm[], second: readonly DbLongTerm[]): number {
  if (first.length === 0 || second.length === 0) return 0;
  const weighted = (list: readonly DbLongTerm[], best: (index: number) => number) => {
    const total = list.reduce((sum, item) => sum + item.weight, 0);
    return total > 0 ? list.reduce((sum, item, i) => sum + item.weight * calibrated(best(i)), 0) / total : 0;
  };
  const fromFirst = weighted(first, (i) => Math.max(0, ...(matrix[i] ?? [])));
  const fromSecond = weighted(second, (j) => Math.max(0, ...matrix.map((row) => row[j] ?? 0)));
  return (fromFirst + fromSecond) / 2;
}

/**
 * What the best match of a keyword among the other's five reaches by chance: the best of five
 * cosines of unrelated phrases is far from 0 (between a learning-analytics researcher's top 5 and a
 * biologist's, 0.24 to 0.50, median about 0.41: words of any field share the academic register), so
 * the mean of best matches of two unrelated fields came to about 40 %. A best match counts by how far
 * it rises above this floor, rescaled to 0..1 (1 stays 1): unrelated fields compare about 10 %,
 * colleagues of one field 35 to 65 %.
 */
export const CHANCE_BEST_MATCH = 0.35;

function calibrated(bestMatch: number): number {
  return Math.max(0, (bestMatch - CHANCE_BEST_MATCH) / (1 - CHANCE_BEST_MATCH));
}

/** Caller (user 1) versus user 2 (api-contract 5.3): score, heat map, bars and Venn lists from one similarity matrix of both top 5. */
export function userSimilarity(db: Db, callerIdValue: number, otherId: number): UserSimilarity {
  const state = db.state();
  const top5 = (user: number) =>
    state.longTerm
      .filter((i) => i.user === user)
      .sort((a, b) => b.weight - a.weight || a.id - b.id)
      .slice(0, 5);
  const t1 = top5(callerIdValue);
  const t2 = top5(otherId);
  const matrix = similarityMatrix(t1, t2);
  const overall = percent(matrixScore(matrix, t1, t2));
  const score: UserSimilarity['score'] = t1.length === 0 || t2.length === 0 || overall === 0 ? 'N/A' : overall;

  const pair = (i: number, j: number) => matrix[i]?.[j] ?? 0;
  const heat: Record<string, Record<string, number>> = {};
  t1.forEach((a, i) => {
    const row: Record<string, number> = {};
    t2.forEach((b, j) => (row[b.keyword] = round2(pair(i, j))));
    heat[a.keyword] = row;
  });

  // a keyword of the other user gets the weight of its closest partner among the user's top 5, scaled by how close it is
  const derived = (own: DbLongTerm[], similarity: (index: number) => number) =>
    Math.max(1, round1(Math.max(0, ...own.map((o, index) => similarity(index) * o.weight))));
  const user_1_data: Record<string, number> = {};
  const user_2_data: Record<string, number> = {};
  t1.forEach((a, i) => {
    user_1_data[a.keyword] = a.weight;
    user_2_data[a.keyword] ??= derived(t2, (j) => pair(i, j));
  });
  t2.forEach((b, j) => {
    user_2_data[b.keyword] = b.weight;
    if (!t1.some((a) => a.keyword === b.keyword)) user_1_data[b.keyword] = derived(t1, (i) => pair(i, j));
  });

  const similar1: Record<string, string[]> = {};
  const similar2: Record<string, string[]> = {};
  t1.forEach((a) =>
    t2.forEach((b) => {
      if ((heat[a.keyword]?.[b.keyword] ?? 0) >= 0.6) {
        similar1[a.keyword] = [...(similar1[a.keyword] ?? []), b.keyword];
        similar2[b.keyword] = [...(similar2[b.keyword] ?? []), a.keyword];
      }
    }),
  );
  return {
    score,
    bar_chart_data: { user_1_data, user_2_data },
    heat_map_data: heat,
    venn_chart_data: {
      user_1_exclusive_interest: t1.map((i) => i.keyword).filter((k) => !similar1[k]),
      user_2_exclusive_interest: t2.map((i) => i.keyword).filter((k) => !similar2[k]),
      similar_interests: { user_1: similar1, user_2: similar2 },
    },
    // beyond the server's answer: whether the compared top 5 rest on estimated word vectors
    ...(t1.length === 0 || t2.length === 0 ? {} : approximationFields([...t1, ...t2].map((interest) => interest.keyword))),
  };
}

/** The two fixed keyword lists of the server's getsimilarity view. */
const BUILT_IN_LISTS: [string[], string[]] = [
  ['learning analytics', 'recommender systems', 'visualization', 'user modeling'],
  ['educational data mining', 'personalization', 'dashboard', 'interest modeling'],
];

export const demoRoutes: Route[] = [
  { method: 'POST', path: '/api/interests/interest-extraction/', auth: 'public', handle: extraction },
  { method: 'POST', path: '/api/interests/similarity/', auth: 'public', handle: keywordSimilarityRoute },
  {
    method: 'GET',
    path: '/api/interests/similarity/:id(\\d+)/',
    auth: 'caller',
    handle: async (ctx) => {
      const { db } = ctx.backend;
      const otherId = Number(ctx.params[0]);
      await ensureWordVectors();
      if (!db.getUser(otherId)) return jsonNotFound();
      return json(userSimilarity(db, callerId(ctx), otherId));
    },
  },
  {
    method: 'GET',
    path: '/api/interests/getsimilarity/',
    auth: 'optional',
    handle: async () => {
      await ensureWordVectors();
      const value = setSimilarity(
        BUILT_IN_LISTS[0].map((keyword) => ({ keyword })),
        BUILT_IN_LISTS[1].map((keyword) => ({ keyword })),
      );
      return json({ vals: value > 0 ? value : null });
    },
  },
];
