/** Accounts endpoints (api-contract 3): register, login, logout, profile, public profile, search, import status. */
import type { LoginResponse } from '@/api/user/schemas';
import type { Db, DbUser } from '../../domain';
import type { ProfileFields } from '../../domain/accounts';
import { json, jsonNotFound, malformedJson, MALFORMED, readJson } from '../../http-helpers';
import { restartForNewHandle, startLiveImport } from '../../pipeline/live-import';
import { callerId, type Route, type RouteContext } from '../route';
import { charField, isRecord, isValidEmail, isValidUsername, MSG, type FieldErrors } from './validate';

const INVALID_CREDENTIALS = { detail: 'Invalid credentials' };

async function bodyOf(ctx: RouteContext): Promise<Record<string, unknown> | Response> {
  const body = await readJson(ctx.request);
  if (body === MALFORMED) return malformedJson();
  return isRecord(body) ? body : {};
}


/**
 * Validates the user fields in the model's column order (password, username, first_name, last_name,
 * email, twitter_account_id, author_id), as DRF reports them.
 */
function validateUserFields(db: Db, 
  body: Record<string, unknown>,
  mode: 'register' | 'update',
  self: DbUser | null,
): { errors: FieldErrors; fields: ProfileFields } {
  const errors: FieldErrors = {};
  const fields: ProfileFields = {};
  const users = db.state().users;

  if (mode === 'register') {
    const password = charField(body, 'password', { required: true, maxLength: 128 });
    if ('error' in password) errors.password = [password.error];
    else fields.password = password.value ?? '';
    // The server copies the email into `username` before validation.
    const username = body.email;
    if (username === undefined || username === null) errors.username = [MSG.null];
    else if (typeof username === 'string') {
      if (username.trim() === '') errors.username = [MSG.blank];
      else if (username.length > 150) errors.username = [MSG.maxLength(150)];
      else if (!isValidUsername(username)) {
        errors.username = ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'];
      } else if (users.some((u) => u.email === username)) errors.username = ['A user with that username already exists.'];
    }
  }

  const first = charField(body, 'first_name', { allowBlank: true, maxLength: 30 });
  if ('error' in first) errors.first_name = [first.error];
  else if (first.value !== undefined && first.value !== null) fields.first_name = first.value;

  const last = charField(body, 'last_name', { allowBlank: true, maxLength: 150 });
  if ('error' in last) errors.last_name = [last.error];
  else if (last.value !== undefined && last.value !== null) fields.last_name = last.value;

  const email = charField(body, 'email', { required: mode === 'register', maxLength: 254 });
  if ('error' in email) errors.email = [email.error];
  else if (email.value !== undefined && email.value !== null) {
    if (!isValidEmail(email.value)) errors.email = [MSG.email];
    else if (users.some((u) => u.email === email.value && u.id !== self?.id)) errors.email = ['user with this email already exists.'];
    else fields.email = email.value;
  }

  const twitter = charField(body, 'twitter_account_id', { allowBlank: true, allowNull: true, maxLength: 1024 });
  if ('error' in twitter) errors.twitter_account_id = [twitter.error];
  else if (twitter.value !== undefined) fields.twitter_account_id = twitter.value;

  const author = charField(body, 'author_id', { allowBlank: true, allowNull: true, maxLength: 1024 });
  if ('error' in author) errors.author_id = [author.error];
  else if (author.value !== undefined) fields.author_id = author.value;

  return { errors, fields };
}

async function register(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await bodyOf(ctx);
  if (body instanceof Response) return body;
  const { errors, fields } = validateUserFields(db, body, 'register', null);
  if (Object.keys(errors).length > 0) return json(errors, 400);
  const user = db.addUser({
    email: fields.email ?? '',
    password: fields.password ?? '',
    first_name: fields.first_name ?? '',
    last_name: fields.last_name ?? '',
    twitter_account_id: fields.twitter_account_id === undefined ? null : fields.twitter_account_id,
    author_id: fields.author_id === undefined ? null : fields.author_id,
    // every account registered here reads the live sources (the invented catalogue serves only the seed)
    live: true,
  });
  // The server queues a full import for every new account; here, the papers from Semantic Scholar.
  startLiveImport(db, user.id);
  return json(db.toUser(user));
}

async function login(ctx: RouteContext): Promise<Response> {
  const { db } = ctx.backend;
  const body = await bodyOf(ctx);
  if (body instanceof Response) return body;
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string' || email === '' || password === '') {
    return json(INVALID_CREDENTIALS, 400);
  }
  const user = db.findUserByEmail(email);
  if (!user || user.password !== password) return json(INVALID_CREDENTIALS, 400);
  const answer: LoginResponse = { ...db.toUser(user), token: db.tokenFor(user.id), data_being_loaded: db.isImporting(user.id) };
  // The development line also tells whether the user is staff.
  return json(db.line() === 'development' ? { ...answer, is_staff: user.is_staff } : answer);
}

function currentUser(ctx: RouteContext): DbUser {
  const { db } = ctx.backend;
  const user = db.getUser(callerId(ctx));
  if (!user) throw new Error('token of a deleted user');
  return user;
}

async function updateProfile(ctx: RouteContext, requireEmail: boolean): Promise<Response> {
  const { db } = ctx.backend;
  const body = await bodyOf(ctx);
  if (body instanceof Response) return body;
  const user = currentUser(ctx);
  const { errors, fields } = validateUserFields(db, body, 'update', user);
  if (requireEmail && !('email' in body) && !errors.email) errors.email = [MSG.required];
  if (Object.keys(errors).length > 0) return json(errors, 400);

  const { liveAuthorChanged, liveHandleChanged } = db.accounts.update(user, fields);
  // a live account reads the new author's papers from Semantic Scholar (and its posts), or the new handle's posts
  if (liveAuthorChanged) startLiveImport(db, user.id);
  else if (liveHandleChanged) restartForNewHandle(db, user.id);
  return json(db.toUser(user));
}

/** A user search: the part of the path after user-search/ (decoded as the servers do), case-insensitive. */
function userSearch(ctx: RouteContext): Response {
  const { db } = ctx.backend;
  return json(db.accounts.search(ctx.params[0] ?? '').map((u) => db.toUser(u)));
}

export const accountRoutes: Route[] = [
  { method: 'POST', path: '/api/accounts/register/', auth: 'public', handle: register },
  { method: 'POST', path: '/api/accounts/login/', auth: 'public', handle: login },
  {
    method: 'POST',
    path: '/api/accounts/logout/',
    auth: 'caller',
    handle: (ctx) => {
      const { db } = ctx.backend;
      db.dropTokensOf(callerId(ctx));
      return json({});
    },
  },
  { method: 'GET', path: '/api/accounts/profile/', auth: 'caller', handle: (ctx) => json(ctx.backend.db.toUser(currentUser(ctx))) },
  { method: 'PATCH', path: '/api/accounts/profile/', auth: 'caller', handle: (ctx) => updateProfile(ctx, false) },
  { method: 'PUT', path: '/api/accounts/profile/', auth: 'caller', handle: (ctx) => updateProfile(ctx, true) },
  {
    method: 'GET',
    path: '/api/accounts/public-profile/:id(\\d+)/',
    auth: 'optional',
    handle: (ctx) => {
      const { db } = ctx.backend;
      const user = db.getUser(Number(ctx.params[0]));
      return user ? json(db.toUser(user)) : jsonNotFound();
    },
  },
  { method: 'GET', path: '/api/accounts/user-search/:query/', auth: 'optional', handle: userSearch },
  {
    method: 'GET',
    path: '/api/accounts/data-import-status/',
    auth: 'caller',
    anonymous: () => json({ data_being_loaded: false }),
    handle: (ctx) => json({ data_being_loaded: ctx.backend.db.isImporting(callerId(ctx)) }),
  },
];
