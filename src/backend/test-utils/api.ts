/** Helpers for the built-in backend's contract tests: log in as a seeded user, capture ApiErrors, raw requests. */
import { expect } from 'vitest';
import { http } from 'msw';
import { env } from '@/config/env';
import { ApiError } from '@/api/http';
import { SESSION_KEYS } from '@/lib/session';
import { type BackendLine } from '../domain';
import { htmlNotFound } from '../http-helpers';
import { db } from '@/backend/node';

/** Stores a seeded user's token as the app does after login; returns that user. */
export function loginAs(email: string) {
  const { token, user } = db.sessionFor(email);
  localStorage.setItem(SESSION_KEYS.token, token);
  return { token, user };
}

/** Makes the demo backend imitate a backend line until the next `db.reset()` (every test starts on the release line). */
export function setBackendLine(line: BackendLine) {
  db.setLine(line);
}

/** Uses a token that the server does not know. */
export function useUnknownToken() {
  localStorage.setItem(SESSION_KEYS.token, 'ffffffffffffffffffffffffffffffffffffffff');
}

/** Awaits a call that must fail and returns its ApiError. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/** A raw fetch to the user API (for paths and headers no client function produces). */
export function raw(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Token ${init.token}`);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return fetch(`${env.apiUrl}${path}`, { ...init, headers });
}

/**
 * Handlers that make the demo backend lack the newer line's life-cycle routes, as the release server
 * does (its HTML 404 from routing, whatever the method): for `server.use(...releaseLacksLifecycle())`.
 */
export function releaseLacksLifecycle() {
  const base = `${env.apiUrl}/api/interests`;
  return [
    http.all(`${base}/regenerate-interest-profile/`, () => htmlNotFound()),
    http.all(`${base}/fetch-papers/`, () => htmlNotFound()),
    http.all(`${base}/reset-data/`, () => htmlNotFound()),
    http.all(`${base}/remove-paper-for-user/:id/`, () => htmlNotFound()),
    http.all(`${base}/edit-paper/:id/`, () => htmlNotFound()),
  ];
}
