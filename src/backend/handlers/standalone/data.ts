/**
 * "Your data is yours" (the standalone build's My account): the caller's data as one file, a check of
 * a file before it replaces anything, and the restore (domain/data-file.ts).
 * - GET  /api/standalone/data/          -> the data file (JSON)
 * - POST /api/standalone/data/preview/  {file: text} -> {account, exported_on, file, current} (counts), or 400 {detail}
 * - POST /api/standalone/data/restore/  {file: text} -> {file, current} once replaced, or 400 {detail}
 */
import { accountCounts, DataFileError, exportAccount, fileCounts, parseDataFile, restoreAccount, type DataFile } from '../../domain/data-file';
import { json, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { hiddenPosts, setHiddenPosts } from '../../pipeline/bluesky-network';
import { callerId, type Route, type RouteContext } from '../route';

function caller(ctx: RouteContext) {
  const { db } = ctx.backend;
  const user = db.getUser(callerId(ctx));
  if (!user) throw new Error('token of a deleted user');
  return user;
}

/** The file the request carries, or the 400 that says why it cannot be used. */
async function fileOf(ctx: RouteContext): Promise<DataFile | Response> {
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  const content = typeof body === 'object' && body !== null && 'file' in body ? body.file : undefined;
  if (typeof content !== 'string') return json({ detail: 'No file was sent: choose a file saved by "Download my data".' }, 400);
  try {
    return parseDataFile(content);
  } catch (error) {
    if (error instanceof DataFileError) return json({ detail: error.message }, 400);
    throw error;
  }
}

async function download(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const user = caller(ctx);
  return json(exportAccount(db, user, [...(await hiddenPosts(ctx.backend.kv, user.id))]));
}

async function preview(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const file = await fileOf(ctx);
  if (file instanceof Response) return file;
  const { first_name, last_name, email } = file.account;
  return json({
    account: { first_name, last_name, email },
    exported_on: file.exported_on,
    file: fileCounts(file),
    current: accountCounts(db, callerId(ctx)),
  });
}

async function restore(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const file = await fileOf(ctx);
  if (file instanceof Response) return file;
  restoreAccount(db, callerId(ctx), file);
  // the posts hidden in Tweets & People: the file's replace the account's (a file without them keeps them)
  if (file.hidden_posts) await setHiddenPosts(ctx.backend.kv, callerId(ctx), file.hidden_posts);
  return json({ ...db.toUser(caller(ctx)), restored: accountCounts(db, callerId(ctx)) });
}

export const dataRoutes: Route[] = [
  { method: 'GET', path: '/api/standalone/data/', auth: 'caller', handle: download },
  { method: 'POST', path: '/api/standalone/data/preview/', auth: 'caller', handle: preview },
  { method: 'POST', path: '/api/standalone/data/restore/', auth: 'caller', handle: restore },
];
