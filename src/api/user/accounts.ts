import { userApi } from '../clients';
import { request, SLOW_REQUEST_TIMEOUT_MS } from '../http';
import {
  dataImportStatusSchema,
  emptyObjectSchema,
  loginResponseSchema,
  userListSchema,
  userSchema,
  type DataImportStatus,
  type LoginResponse,
  type User,
} from './schemas';

export type RegisterInput = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  twitter_account_id: string;
  author_id: string;
};

/** POST /api/accounts/register/ (public) -> 200 User; no token: log in afterwards. */
export function registerUser(input: RegisterInput): Promise<User> {
  const { first_name, last_name, email, password, twitter_account_id, author_id } = input;
  return request(userApi, {
    endpoint: 'register',
    method: 'POST',
    url: '/api/accounts/register/',
    data: { first_name, last_name, email, password, twitter_account_id, author_id },
    schema: userSchema,
  });
}

/** POST /api/accounts/login/ (public) -> 200 LoginResponse; 400 {"detail":"Invalid credentials"}. */
export function loginUser(input: { email: string; password: string }): Promise<LoginResponse> {
  return request(userApi, {
    endpoint: 'login',
    method: 'POST',
    url: '/api/accounts/login/',
    data: { email: input.email, password: input.password },
    schema: loginResponseSchema,
  });
}

/** POST /api/accounts/logout/ (caller) -> 200 {}; deletes the token on the server. */
export async function logoutUser(): Promise<void> {
  await request(userApi, { endpoint: 'logout', method: 'POST', url: '/api/accounts/logout/', data: {}, schema: emptyObjectSchema });
}

/** GET /api/accounts/profile/ (caller) */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return request(userApi, { endpoint: 'profile', method: 'GET', url: '/api/accounts/profile/', schema: userSchema, signal });
}

export type ProfileInput = Partial<Pick<User, 'email' | 'first_name' | 'last_name'>> & {
  twitter_account_id?: string;
  author_id?: string;
};

/** PATCH /api/accounts/profile/ (caller) -> 200 updated User */
export function updateProfile(input: ProfileInput): Promise<User> {
  return request(userApi, { endpoint: 'update profile', method: 'PATCH', url: '/api/accounts/profile/', data: input, schema: userSchema });
}

/** GET /api/accounts/public-profile/{id}/ -> 200 User; 404 {"detail":"Not found."} */
export function getPublicProfile(id: number, signal?: AbortSignal): Promise<User> {
  return request(userApi, {
    endpoint: 'public profile',
    method: 'GET',
    url: `/api/accounts/public-profile/${encodeURIComponent(String(id))}/`,
    schema: userSchema,
    signal,
  });
}

/** GET /api/accounts/user-search/{query}/ -> 200 User[] (the query is one URL-encoded path segment) */
export function searchUsers(query: string, signal?: AbortSignal): Promise<User[]> {
  return request(userApi, {
    endpoint: 'user search',
    method: 'GET',
    url: `/api/accounts/user-search/${encodeURIComponent(query)}/`,
    schema: userListSchema,
    signal,
  });
}

/** GET /api/accounts/data-import-status/ (caller) */
export function getDataImportStatus(signal?: AbortSignal): Promise<DataImportStatus> {
  return request(userApi, {
    endpoint: 'data import status',
    method: 'GET',
    url: '/api/accounts/data-import-status/',
    schema: dataImportStatusSchema,
    signal,
  });
}

/**
 * POST /api/interests/reset-data/ (caller, development line) -> 200 {}: deletes the caller's papers,
 * removed papers, interests and tweets and imports everything again; synchronous and long. A server
 * without the route marks `resetAccount` not offered.
 */
export async function resetAccountData(): Promise<void> {
  await request(userApi, {
    endpoint: 'reset account',
    method: 'POST',
    url: '/api/interests/reset-data/',
    data: {},
    feature: 'resetAccount',
    timeoutMs: SLOW_REQUEST_TIMEOUT_MS,
    schema: emptyObjectSchema,
  });
}
