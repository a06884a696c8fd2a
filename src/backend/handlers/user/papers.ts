/** Paper endpoints (api-contract 4.3-4.7). */
import type { Db, DbPaper } from '../../domain';
import type { PaperFields } from '../../domain/papers';
import { json, jsonNotFound, malformedJson, MALFORMED, noContent, readJson } from '../../http-helpers';
import { paperJson } from './serialize';
import { callerId, type Route, type RouteContext } from '../route';
import { booleanValue, charField, integerField, isRecord, MSG, type FieldErrors } from './validate';

/** Validates paper fields in the model's order; `partial` for PATCH. */
function validatePaper(db: Db, body: Record<string, unknown>, partial: boolean, anonymousCreate: boolean): { errors: FieldErrors; fields: PaperFields } {
  const errors: FieldErrors = {};
  const fields: PaperFields = {};
  const text = (name: 'paper_id' | 'title' | 'authors' | 'url', max: number) => {
    const result = charField(body, name, { allowBlank: true, allowNull: true, maxLength: max });
    if ('error' in result) errors[name] = [result.error];
    else if (result.value !== undefined) fields[name] = result.value;
  };
  text('paper_id', 2048);
  text('title', 2048);
  text('authors', 2048);
  text('url', 1024);
  const year = integerField(body, 'year', !partial);
  if ('error' in year) errors.year = [year.error];
  else if (year.value !== undefined) fields.year = year.value;
  const abstract = charField(body, 'abstract', { allowBlank: true, allowNull: true });
  if ('error' in abstract) errors.abstract = [abstract.error];
  else if (abstract.value !== undefined) fields.abstract = abstract.value;
  if ('used_in_calc' in body) {
    const flag = booleanValue(body.used_in_calc);
    if (flag === null) errors.used_in_calc = [MSG.boolean];
    else fields.used_in_calc = flag;
  }
  if (anonymousCreate) errors.user = [MSG.null];
  else if (partial && 'user' in body) {
    // PATCH does not overwrite `user`: a valid user id moves the paper (api-contract 4.6).
    const owner = typeof body.user === 'number' ? db.getUser(body.user) : undefined;
    if (!owner) errors.user = [`Invalid pk "${String(body.user)}" - object does not exist.`];
    else fields.user = owner.id;
  }
  return { errors, fields };
}

async function bodyOf(ctx: RouteContext): Promise<Record<string, unknown> | Response> {
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  return isRecord(body) ? body : {};
}

function ownPaper(ctx: RouteContext): DbPaper | undefined {
  return ctx.backend.db.papers.find(callerId(ctx), Number(ctx.params[0]));
}

async function createPaper(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await bodyOf(ctx);
  if (body instanceof Response) return body;
  const { errors, fields } = validatePaper(db, body, false, ctx.userId === null);
  if (Object.keys(errors).length > 0) return json(errors, 400);
  const paper = db.papers.add(callerId(ctx), fields);
  // The development line's class view answers {} (the client fetches the list again).
  return json(db.line() === 'development' ? {} : paperJson(db, paper));
}

async function updatePaper(ctx: RouteContext, partial: boolean): Promise<Response> {
  const { db } = ctx.backend;
  const paper = ownPaper(ctx);
  if (!paper) return jsonNotFound();
  const body = await bodyOf(ctx);
  if (body instanceof Response) return body;
  const { errors, fields } = validatePaper(db, body, partial, false);
  if (Object.keys(errors).length > 0) return json(errors, 400);
  return json(paperJson(db, db.papers.update(paper, fields)));
}

/** remove-paper-for-user/{id}/: takes the paper off the caller for good (a later fetch skips it). */
function removeForGood(ctx: RouteContext): Response {
  return ctx.backend.db.papers.removeForGood(callerId(ctx), Number(ctx.params[0])) ? json({}) : jsonNotFound();
}

/**
 * edit-paper/{id}/: edits the caller's copy: a new paper (new id, a uuid-like paper_id) replaces the
 * old one, which is unlinked and remembered as removed so that a fetch does not bring it back.
 */
async function editCopy(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const paper = ownPaper(ctx);
  if (!paper) return jsonNotFound();
  const body = await bodyOf(ctx);
  if (body instanceof Response) return body;
  const { errors, fields } = validatePaper(db, body, false, false);
  if (Object.keys(errors).length > 0) return json(errors, 400);
  db.papers.editAsCopy(callerId(ctx), paper, fields);
  return json({});
}

const LIST = '/api/interests/papers/';
const ITEM = '/api/interests/papers/:id(\\d+)/';

export const paperRoutes: Route[] = [
  {
    method: 'GET',
    path: LIST,
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      return json(db.papers.ofUser(callerId(ctx)).map((paper) => paperJson(db, paper)));
    },
  },
  { method: 'POST', path: LIST, auth: 'caller', anonymous: (ctx) => createPaper(ctx), handle: createPaper },
  {
    method: 'GET',
    path: ITEM,
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const paper = ownPaper(ctx);
      return paper ? json(paperJson(db, paper)) : jsonNotFound();
    },
  },
  { method: 'PATCH', path: ITEM, auth: 'caller', handle: (ctx) => updatePaper(ctx, true) },
  { method: 'POST', path: '/api/interests/remove-paper-for-user/:id(\\d+)/', auth: 'caller', handle: removeForGood },
  { method: 'POST', path: '/api/interests/edit-paper/:id(\\d+)/', auth: 'caller', handle: editCopy },
  { method: 'PUT', path: ITEM, auth: 'caller', handle: (ctx) => updatePaper(ctx, false) },
  {
    method: 'DELETE',
    path: ITEM,
    auth: 'caller',
    handle: (ctx) => (ctx.backend.db.papers.delete(callerId(ctx), Number(ctx.params[0])) ? noContent() : jsonNotFound()),
  },
];
