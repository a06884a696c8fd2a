/** Interest endpoints (api-contract 4.1, 4.2, 4.9-4.17) and the spec's blacklist list/add (the built-in backend only). */
import { isInterestSource, type InterestSource } from '@/api/user/interest-sources';
import type { ActivityStats, BlacklistedKeyword, StreamGraph } from '@/api/user/schemas';
import type { Db, DbLongTerm, DbShortTerm } from '../../domain';
import { monthLabel, parseNaive } from '../../domain/clock';
import { recomputeInterests } from '../../domain/compute';
import { PROFILE_YEARS } from '../../domain/profile-window';
import { manualInterest } from '../../domain/store';
import { json, jsonNotFound, malformedJson, MALFORMED, noContent, readJson } from '../../http-helpers';
import { longTermJson, shortTermJson } from './serialize';
import { refreshLivePapers } from '../../pipeline/live-refresh';
import { callerId, type Route, type RouteContext } from '../route';
import { isRecord, MSG, numberValue, pythonType } from './validate';

const byWeight = (a: { weight: number; id: number }, b: { weight: number; id: number }) => b.weight - a.weight || a.id - b.id;

function userParam(ctx: RouteContext): number | null {
  const { db } = ctx.backend;
  const id = Number(ctx.params[0]);
  return db.getUser(id) ? id : null;
}

/** Removes a keyword from the user's interests (long- and short-term) and puts it on the blacklist. */
function blacklistKeyword(db: Db, userId: number, keyword: string) {
  const state = db.state();
  const lower = keyword.toLowerCase();
  state.longTerm = state.longTerm.filter((i) => !(i.user === userId && i.keyword === lower));
  state.shortTerm = state.shortTerm.filter((i) => !(i.user === userId && i.keyword === lower));
  if (!state.blacklist.some((b) => b.user === userId && b.keyword === lower)) {
    state.blacklist.push({ id: db.nextId('blacklist'), user: userId, keyword: lower });
  }
}

function blacklistOf(db: Db, userId: number): BlacklistedKeyword[] {
  return db
    .state()
    .blacklist.filter((b) => b.user === userId)
    .map((b) => ({ id: b.id, keyword: b.keyword }));
}


async function saveInterests(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const record = isRecord(body) ? body : {};
  if (!('keywords' in record)) return json({ keywords: [MSG.required] }, 400);
  const rows = record.keywords;
  if (!Array.isArray(rows)) return json({ keywords: { non_field_errors: [MSG.notAList(pythonType(rows))] } }, 400);
  const cleaned: { name: string; weight: number; source?: InterestSource }[] = [];
  const development = db.line() === 'development';
  const errors = rows.map((row) => {
    const error: Record<string, string[]> = {};
    const r = isRecord(row) ? row : {};
    let name = '';
    if (!('name' in r)) error.name = [MSG.required];
    else if (r.name === null) error.name = [MSG.null];
    else if (String(r.name).trim() === '') error.name = [MSG.blank];
    else if (String(r.name).length > 1000) error.name = [MSG.maxLength(1000)];
    else name = String(r.name);
    let weight = 0;
    if (!('weight' in r)) error.weight = [MSG.required];
    else if (r.weight === null) error.weight = [MSG.null];
    else {
      const value = numberValue(r.weight);
      if (value === null) error.weight = [MSG.number];
      else if (value > 5) error.weight = [MSG.maxValue(5)];
      else if (value < 1) error.weight = [MSG.minValue(1)];
      else weight = value;
    }
    // Development line: every keyword needs its source (api-contract-development 1).
    let source: InterestSource | undefined;
    if (development) {
      if (!('source' in r)) error.source = [MSG.required];
      else if (r.source === null) error.source = [MSG.null];
      else if (!isInterestSource(r.source)) error.source = [`"${String(r.source)}" is not a valid choice.`];
      else source = r.source;
    }
    if (Object.keys(error).length === 0) cleaned.push({ name, weight, source });
    return error;
  });
  if (errors.some((e) => Object.keys(e).length > 0)) return json({ keywords: errors }, 400);
  const userId = callerId(ctx);
  const state = db.state();
  if (development) {
    // The development line replaces the list: every interest missing from the body is deleted.
    const kept = new Set(cleaned.map(({ name }) => name.toLowerCase()));
    state.longTerm = state.longTerm.filter((i) => i.user !== userId || kept.has(i.keyword));
  }
  cleaned.forEach(({ name, weight, source }) => {
    const keyword = name.toLowerCase();
    const existing = state.longTerm.find((i) => i.user === userId && i.keyword === keyword);
    if (existing) {
      // a changed weight is the user's: regeneration keeps it (manual interests are kept whole anyway)
      if (existing.weight !== weight && existing.source !== 'Manual') existing.set_by_hand = true;
      existing.weight = weight;
      if (source) existing.source = source;
      existing.updated_on = db.store.stamp();
    } else {
      const row = manualInterest({ id: db.nextId('longTerm'), user: userId, keyword, weight, time: db.store.stamp() });
      state.longTerm.push(source ? { ...row, source } : row);
    }
    state.blacklist = state.blacklist.filter((b) => !(b.user === userId && b.keyword === keyword));
  });
  db.touch();
  return json({});
}

async function addBlacklisted(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const record = isRecord(body) ? body : {};
  if (!('keywords' in record)) return json({ keywords: [MSG.required] }, 400);
  const list = record.keywords;
  if (!Array.isArray(list)) return json({ keywords: { non_field_errors: [MSG.notAList(pythonType(list))] } }, 400);
  const problems: Record<number, string[]> = {};
  list.forEach((item, index) => {
    if (item === null) problems[index] = [MSG.null];
    else if (typeof item !== 'string' && typeof item !== 'number') problems[index] = ['Not a valid string.'];
    else if (String(item).trim() === '') problems[index] = [MSG.blank];
    else if (String(item).length > 1000) problems[index] = [MSG.maxLength(1000)];
  });
  if (Object.keys(problems).length > 0) return json({ keywords: problems }, 400);
  const userId = callerId(ctx);
  list.forEach((item) => blacklistKeyword(db, userId, String(item).trim()));
  db.touch();
  return json(blacklistOf(db, userId));
}

/** The at most 5 recent short-term interests (api-contract 4.14): ~3 from papers, ~2 from tweets, topped up. */
function recentShortTerm(db: Db, userId: number): DbShortTerm[] {
  const rows = db
    .state()
    .shortTerm.filter((i) => i.user === userId)
    .sort((a, b) => b.model_year - a.model_year || b.model_month - a.model_month || b.weight - a.weight || a.id - b.id);
  const chosen: DbShortTerm[] = [];
  const keywords = new Set<string>();
  const take = (source: DbShortTerm['source'] | null, limit: number) => {
    let taken = 0;
    rows.forEach((row) => {
      if (chosen.length >= 5 || taken >= limit || keywords.has(row.keyword)) return;
      if (source !== null && row.source !== source) return;
      chosen.push(row);
      keywords.add(row.keyword);
      taken += 1;
    });
  };
  take('Scholar', 3);
  take('Twitter', 2);
  take(null, 5);
  return rows.filter((row) => chosen.includes(row));
}

/** Up to 15 computed interests (~9 from papers, ~6 from tweets, topped up) plus every Manual one (api-contract 4.15). */
export function profileInterests(db: Db, userId: number): DbLongTerm[] {
  const all = db
    .state()
    .longTerm.filter((i) => i.user === userId)
    .sort(byWeight);
  const computed = all.filter((i) => i.source !== 'Manual');
  const chosen = new Set<DbLongTerm>();
  computed.filter((i) => i.source !== 'Twitter').slice(0, 9).forEach((i) => chosen.add(i));
  computed.filter((i) => i.source === 'Twitter').slice(0, 6).forEach((i) => chosen.add(i));
  computed.forEach((i) => {
    if (chosen.size < 15) chosen.add(i);
  });
  return all.filter((i) => i.source === 'Manual' || chosen.has(i));
}

function streamGraph(db: Db, userId: number, now: number): StreamGraph {
  const rows = db.state().shortTerm.filter((i) => i.user === userId);
  const point = (i: DbShortTerm) => ({ keyword__name: i.keyword, weight: i.weight });
  const twitter_data: StreamGraph['twitter_data'] = {};
  const current = new Date(now);
  for (let back = 5; back >= 0; back -= 1) {
    const d = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - back, 1));
    const [year, month] = [d.getUTCFullYear(), d.getUTCMonth() + 1];
    twitter_data[monthLabel(year, month - 1)] = rows
      .filter((i) => i.source === 'Twitter' && i.model_year === year && i.model_month === month)
      .sort(byWeight)
      .slice(0, 10)
      .map(point);
  }
  const paper_data: StreamGraph['paper_data'] = {};
  // the profile's window (the release's server gives five years; Interest Trends shows what it gets)
  for (let year = current.getUTCFullYear() - PROFILE_YEARS + 1; year <= current.getUTCFullYear(); year += 1) {
    paper_data[String(year)] = rows
      .filter((i) => i.source === 'Scholar' && i.model_year === year)
      .sort(byWeight)
      .slice(0, 10)
      .map(point);
  }
  return { twitter_data, paper_data };
}

function activityStats(db: Db, userId: number): ActivityStats {
  const state = db.state();
  const papers: Record<string, number> = {};
  state.papers
    .flatMap((p) => (p.user === userId && p.year !== null ? [p.year] : []))
    .sort((a, b) => a - b)
    .forEach((year) => (papers[String(year)] = (papers[String(year)] ?? 0) + 1));
  const tweets: Record<string, number> = {};
  state.tweets
    .filter((t) => t.user === userId)
    .map((t) => parseNaive(t.created_on))
    .sort((a, b) => a - b)
    .forEach((ms) => {
      const d = new Date(ms);
      const label = monthLabel(d.getUTCFullYear(), d.getUTCMonth());
      tweets[label] = (tweets[label] ?? 0) + 1;
    });
  return { papers, tweets };
}

const userRoute = (name: string) => `/api/interests/${name}/user/:id(\\d+)/`;

export const interestRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/interests/trigger-data-updata/',
    auth: 'caller',
    anonymous: () => json({}),
    handle: async (ctx) => {
      const { db } = ctx.backend;
      // a live account reads Semantic Scholar again and answers when done (pipeline/live-refresh.ts)
      if (db.getUser(callerId(ctx))?.live) await refreshLivePapers(db, callerId(ctx), { recompute: true });
      else db.startImport(callerId(ctx));
      return json({});
    },
  },
  {
    method: 'POST',
    path: '/api/interests/trigger-paper-updata/',
    auth: 'caller',
    anonymous: () => json({}),
    handle: (ctx) => {
      recomputeInterests(ctx.backend.store, callerId(ctx));
      return json({});
    },
  },
  {
    method: 'GET',
    path: '/api/interests/long-term/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const state = db.state();
      const own = state.longTerm.filter((i) => i.user === callerId(ctx));
      const sorted =
        ctx.url.searchParams.get('order') === 'date'
          ? own.sort((a, b) => parseNaive(a.created_on) - parseNaive(b.created_on) || a.id - b.id)
          : own.sort(byWeight);
      return json(sorted.map((i) => longTermJson(db, state, i)));
    },
  },
  { method: 'POST', path: '/api/interests/long-term/', auth: 'caller', handle: saveInterests },
  {
    method: 'GET',
    path: '/api/interests/long-term/:id(\\d+)/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const state = db.state();
      const interest = state.longTerm.find((i) => i.id === Number(ctx.params[0]) && i.user === callerId(ctx));
      return interest ? json(longTermJson(db, state, interest)) : jsonNotFound();
    },
  },
  {
    method: 'DELETE',
    path: '/api/interests/long-term/:id(\\d+)/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const interest = db.state().longTerm.find((i) => i.id === Number(ctx.params[0]) && i.user === callerId(ctx));
      if (!interest) return jsonNotFound();
      blacklistKeyword(db, interest.user, interest.keyword);
      db.touch();
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/api/interests/black-listed-keywords/',
    auth: 'caller',
    handle: (ctx) => json(blacklistOf(ctx.backend.db, callerId(ctx))),
  },
  { method: 'POST', path: '/api/interests/black-listed-keywords/', auth: 'caller', handle: addBlacklisted },
  {
    method: 'DELETE',
    path: '/api/interests/black-listed-keywords/:id(\\d+)/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const state = db.state();
      const entry = state.blacklist.find((b) => b.id === Number(ctx.params[0]) && b.user === callerId(ctx));
      if (!entry) return jsonNotFound();
      state.blacklist = state.blacklist.filter((b) => b !== entry);
      db.touch();
      return noContent();
    },
  },
  {
    method: 'GET',
    path: userRoute('short-term'),
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const id = userParam(ctx);
      if (id === null) return jsonNotFound();
      const state = db.state();
      return json(recentShortTerm(db, id).map((i) => shortTermJson(state, i)));
    },
  },
  {
    method: 'GET',
    path: userRoute('long-term'),
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const id = userParam(ctx);
      if (id === null) return jsonNotFound();
      const state = db.state();
      return json(profileInterests(db, id).map((i) => longTermJson(db, state, i)));
    },
  },
  {
    method: 'GET',
    path: userRoute('stream-graph'),
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const id = userParam(ctx);
      return id === null ? jsonNotFound() : json(streamGraph(db, id, db.now()));
    },
  },
  {
    method: 'GET',
    path: userRoute('activity-stats'),
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const id = userParam(ctx);
      return id === null ? jsonNotFound() : json(activityStats(db, id));
    },
  },
];
