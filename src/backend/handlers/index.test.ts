import { env } from '@/config/env';

async function expectHtmlNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toMatch(/Not Found/);
}

// Django answers its HTML 404 page for a route it does not have; so does each fallback of the built-in backend.
describe('built-in backend catch-all', () => {
  it('answers a path under no API of the server with the HTML 404 page', async () => {
    await expectHtmlNotFound(await fetch(`${env.apiUrl}/api/nowhere/at/all`));
  });

  it('answers an unknown accounts path with the HTML 404 page', async () => {
    await expectHtmlNotFound(await fetch(`${env.apiUrl}/api/accounts/nowhere/`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }));
  });

  it('answers an unknown path of a user-API interests route with the HTML 404 page', async () => {
    await expectHtmlNotFound(await fetch(`${env.apiUrl}/api/interests/keywords/`));
  });
});
