import { RuntimeConfigError, fetchRuntimeConfig } from './runtime';

function answer(body: string, status = 200, contentType = 'application/json'): typeof fetch {
  return async () => new Response(status === 204 ? null : body, { status, headers: { 'content-type': contentType } });
}

describe('fetchRuntimeConfig', () => {
  it('returns the parsed JSON of config.json', async () => {
    await expect(fetchRuntimeConfig('/config.json', answer('{"apiUrl":"https://rima.example.org"}'))).resolves.toEqual({
      apiUrl: 'https://rima.example.org',
    });
  });

  it('asks for JSON and past the browser cache, at the given URL', async () => {
    const calls: Array<[RequestInfo | URL, RequestInit | undefined]> = [];
    const fetcher: typeof fetch = async (input, init) => {
      calls.push([input, init]);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    };
    await fetchRuntimeConfig('/rima/config.json', fetcher);
    expect(calls).toEqual([['/rima/config.json', { cache: 'no-cache', headers: { Accept: 'application/json' } }]]);
  });

  it('treats a 404 as no file (the build-time defaults apply)', async () => {
    await expect(fetchRuntimeConfig('/config.json', answer('Not Found', 404, 'text/html'))).resolves.toBeNull();
  });

  it('treats an HTML page (a host answering index.html for missing files) as no file', async () => {
    await expect(fetchRuntimeConfig('/config.json', answer('<!doctype html><html></html>', 200, 'text/html; charset=utf-8'))).resolves.toBeNull();
  });

  it('names the file when it is not JSON', async () => {
    await expect(fetchRuntimeConfig('/config.json', answer('apiUrl = x', 200, 'text/plain'))).rejects.toThrow(
      new RuntimeConfigError('/config.json is not valid JSON.'),
    );
  });

  it('names the file and the status when the server fails', async () => {
    await expect(fetchRuntimeConfig('/config.json', answer('', 503, 'text/plain'))).rejects.toThrow(
      new RuntimeConfigError('/config.json could not be loaded: the server answered 503.'),
    );
  });

  it('names the file when the request fails', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchRuntimeConfig('/config.json', offline)).rejects.toThrow(
      new RuntimeConfigError('/config.json could not be loaded: Failed to fetch'),
    );
  });
});
