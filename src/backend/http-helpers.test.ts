import { describe, expect, it } from 'vitest';
import { authState, htmlNotFound, htmlServerError, unauthorized } from './http-helpers';
import { db } from '@/backend/node';

function requestWith(header?: string): Request {
  return new Request('http://api.test/api/accounts/profile/', { headers: header === undefined ? {} : { Authorization: header } });
}

describe('http helpers', () => {
  it('authState tells anonymous, unusable and known tokens apart', () => {
    const { token, user } = db.sessionFor('demo@example.org');
    expect(authState(db, requestWith())).toBe('none');
    expect(authState(db, requestWith('Bearer abc'))).toBe('none');
    expect(authState(db, requestWith(`Token ${token}`))).toEqual({ userId: user.id });
    expect(authState(db, requestWith(`token ${token}`))).toEqual({ userId: user.id });
    expect(authState(db, requestWith('Token null'))).toBe('invalid');
    expect(authState(db, requestWith('Token'))).toBe('invalid');
  });

  it('error pages are HTML; 401 carries WWW-Authenticate: Token', async () => {
    expect(htmlNotFound().status).toBe(404);
    expect(htmlNotFound().headers.get('Content-Type')).toBe('text/html');
    expect(await htmlServerError().text()).toContain('Server Error (500)');
    const denied = unauthorized();
    expect(denied.status).toBe(401);
    expect(denied.headers.get('WWW-Authenticate')).toBe('Token');
    expect(await denied.json()).toEqual({ detail: 'Invalid token.' });
  });
});
