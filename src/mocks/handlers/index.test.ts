import { env } from '@/config/env';

describe('mock backend catch-all', () => {
  it('answers an unknown API path with the HTML 404 page, as the real server does', async () => {
    const response = await fetch(`${env.apiUrl}/api/interests/keywords/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toMatch(/Not Found/);
  });

  it('answers an unknown accounts path with the HTML 404 page', async () => {
    const response = await fetch(`${env.apiUrl}/api/nowhere/at/all`);
    expect(response.status).toBe(404);
  });
});
