/** Interest endpoints (api-contract 4.1, 4.2, 4.9-4.17) and the spec's blacklist list/add (the built-in backend only). */
import { isInterestSource, type InterestSource } from '@/api/user/interest-sources';
import { recomputeInterests } from '../../domain/compute';
import type { InterestEdit } from '../../domain/interests';
import { json, jsonNotFound, malformedJson, MALFORMED, noContent, readJson } from '../../http-helpers';
import { longTermJson, shortTermJson } from './serialize';
import { refreshLivePapers } from '../../pipeline/live-refresh';
import { callerId, type Route, type RouteContext } from '../route';
import { isRecord, MSG, numberValue, pythonType } from './validate';

function userParam(ctx: RouteContext): number | null {
  const { db } = ctx.backend;
  const id = Number(ctx.params[0]);
  return db.getUser(id) ? id : null;
}

/** The field errors of one interest of a save (the servers' messages), and the edit when it has none. */
function checkedEdit(row: unknown, development: boolean): { error: Record<string, string[]>; edit: InterestEdit | null } {
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
  return { error, edit: Object.keys(error).length === 0 ? { name, weight, source } : null };
}

async function saveInterests(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const record = isRecord(body) ? body : {};
  if (!('keywords' in record)) return json({ keywords: [MSG.required] }, 400);
  const rows = record.keywords;
  if (!Array.isArray(rows)) return json({ keywords: { non_field_errors: [MSG.notAList(pythonType(rows))] } }, 400);
  // The development line replaces the list: every interest missing from the body is deleted.
  const development = db.line() === 'development';
  const checked = rows.map((row) => checkedEdit(row, development));
  if (checked.some(({ edit }) => edit === null)) return json({ keywords: checked.map(({ error }) => error) }, 400);
  db.interests.save(
    callerId(ctx),
    checked.flatMap(({ edit }) => (edit ? [edit] : [])),
    { replaceAll: development },
  );
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
  db.interests.blacklist(callerId(ctx), list.map((item) => String(item).trim()));
  return json(db.interests.blacklistOf(callerId(ctx)));
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
      recomputeInterests(ctx.backend.db, callerId(ctx));
      return json({});
    },
  },
  {
    method: 'GET',
    path: '/api/interests/long-term/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const order = ctx.url.searchParams.get('order') === 'date' ? 'date' : 'weight';
      return json(db.interests.ofUser(callerId(ctx), order).map((i) => longTermJson(db, i)));
    },
  },
  { method: 'POST', path: '/api/interests/long-term/', auth: 'caller', handle: saveInterests },
  {
    method: 'GET',
    path: '/api/interests/long-term/:id(\\d+)/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const interest = db.interests.find(callerId(ctx), Number(ctx.params[0]));
      return interest ? json(longTermJson(db, interest)) : jsonNotFound();
    },
  },
  {
    method: 'DELETE',
    path: '/api/interests/long-term/:id(\\d+)/',
    auth: 'caller',
    handle: (ctx) => (ctx.backend.db.interests.remove(callerId(ctx), Number(ctx.params[0])) ? noContent() : jsonNotFound()),
  },
  {
    method: 'GET',
    path: '/api/interests/black-listed-keywords/',
    auth: 'caller',
    handle: (ctx) => json(ctx.backend.db.interests.blacklistOf(callerId(ctx))),
  },
  { method: 'POST', path: '/api/interests/black-listed-keywords/', auth: 'caller', handle: addBlacklisted },
  {
    method: 'DELETE',
    path: '/api/interests/black-listed-keywords/:id(\\d+)/',
    auth: 'caller',
    handle: (ctx) => (ctx.backend.db.interests.unblacklist(callerId(ctx), Number(ctx.params[0])) ? noContent() : jsonNotFound()),
  },
  {
    method: 'GET',
    path: userRoute('short-term'),
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const id = userParam(ctx);
      if (id === null) return jsonNotFound();
      return json(db.interests.recent(id).map((i) => shortTermJson(db, i)));
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
      return json(db.interests.profile(id).map((i) => longTermJson(db, i)));
    },
  },
  {
    method: 'GET',
    path: userRoute('stream-graph'),
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const id = userParam(ctx);
      return id === null ? jsonNotFound() : json(db.interests.streamGraph(id));
    },
  },
  {
    method: 'GET',
    path: userRoute('activity-stats'),
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const id = userParam(ctx);
      return id === null ? jsonNotFound() : json(db.interests.activityStats(id));
    },
  },
];
