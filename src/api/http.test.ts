import { AxiosError } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@/mocks/node';
import { setBackendReady } from '@/lib/demo-mode';
import { ApiError, createHttpClient, isApiError, normaliseError, parseBody, request, REQUEST_TIMEOUT_MS } from './http';

const ORIGIN = 'http://api.test';
const URL_PATH = '/api/test/thing/';
const FULL_URL = `${ORIGIN}${URL_PATH}`;
const ENDPOINT = 'GET /api/test/thing/';

const thingSchema = z.object({ id: z.number().int(), name: z.string() });

/** Runs `promise`, expects it to reject with an ApiError and returns that error. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected the request to fail');
}

function getThing(client = createHttpClient(ORIGIN)) {
  return request(client, { endpoint: ENDPOINT, method: 'GET', url: URL_PATH, schema: thingSchema });
}

function htmlPage(status: number, title: string) {
  return new HttpResponse(`<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
}

describe('request(): successful answers', () => {
  it('parses and validates a JSON 2xx body', async () => {
    server.use(http.get(FULL_URL, () => HttpResponse.json({ id: 7, name: 'dashboards' })));
    await expect(getThing()).resolves.toEqual({ id: 7, name: 'dashboards' });
  });

  it('returns the schema output (transforms applied), not the raw JSON', async () => {
    const schema = z.object({ year: z.string().transform(Number) });
    server.use(http.get(FULL_URL, () => HttpResponse.json({ year: '2019' })));
    const result = await request(createHttpClient(ORIGIN), { endpoint: ENDPOINT, method: 'GET', url: URL_PATH, schema });
    expect(result).toEqual({ year: 2019 });
  });

  it('resolves a 204 answer with no schema to undefined', async () => {
    server.use(http.delete(FULL_URL, () => new HttpResponse(null, { status: 204 })));
    const result = await request(createHttpClient(ORIGIN), { endpoint: 'delete thing', method: 'DELETE', url: URL_PATH });
    expect(result).toBeUndefined();
  });

  it('sends a JSON body with Content-Type application/json and Accept application/json', async () => {
    let seen: { contentType: string | null; accept: string | null; body: unknown } | null = null;
    server.use(
      http.post(FULL_URL, async ({ request: req }) => {
        seen = { contentType: req.headers.get('content-type'), accept: req.headers.get('accept'), body: await req.json() };
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    await request(createHttpClient(ORIGIN), {
      endpoint: 'add thing',
      method: 'POST',
      url: URL_PATH,
      data: { name: 'x', weight: '3.5' },
      schema: thingSchema,
    });
    expect(seen).toEqual({ contentType: 'application/json', accept: 'application/json', body: { name: 'x', weight: '3.5' } });
  });
});

describe('request(): 2xx answers that break the contract', () => {
  it('turns a schema failure into a contract error naming the endpoint and the field', async () => {
    server.use(http.get(FULL_URL, () => HttpResponse.json({ id: 'seven', name: 'dashboards' })));
    const error = await rejection(getThing());
    expect(error.kind).toBe('contract');
    expect(error.endpoint).toBe(ENDPOINT);
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ id: 'seven', name: 'dashboards' });
    expect(error.message).toContain(ENDPOINT);
    expect(error.message).toContain('at id');
  });

  it('turns a missing required field into a contract error', async () => {
    server.use(http.get(FULL_URL, () => HttpResponse.json({ id: 7 })));
    const error = await rejection(getThing());
    expect(error.kind).toBe('contract');
    expect(error.message).toMatch(/^GET \/api\/test\/thing\/: unexpected answer from the server at name/);
  });

  it('treats an HTML page with status 200 as a contract error', async () => {
    server.use(http.get(FULL_URL, () => htmlPage(200, 'Django REST framework')));
    const error = await rejection(getThing());
    expect(error.kind).toBe('contract');
    expect(error.status).toBe(200);
    expect(error.body).toBeNull();
    expect(error.message).toBe(`${ENDPOINT}: expected JSON but received an HTML page.`);
  });

  it('treats an HTML body served without a text/html content type as HTML too', async () => {
    server.use(http.get(FULL_URL, () => new HttpResponse('<html><body>oops</body></html>', { status: 200 })));
    const error = await rejection(getThing());
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('an HTML page');
  });

  it('treats an empty 200 body as a contract error when a schema is expected', async () => {
    server.use(http.get(FULL_URL, () => new HttpResponse(null, { status: 200 })));
    const error = await rejection(getThing());
    expect(error.kind).toBe('contract');
    expect(error.message).toBe(`${ENDPOINT}: expected JSON but received an empty body.`);
  });

  it('treats a 200 body that is not JSON text as a contract error', async () => {
    server.use(
      http.get(FULL_URL, () => new HttpResponse('{"id": 7, "name": ', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const error = await rejection(getThing());
    expect(error.kind).toBe('contract');
    expect(error.endpoint).toBe(ENDPOINT);
  });
});

describe('request(): non-2xx answers', () => {
  it('keeps the JSON body of a 400', async () => {
    server.use(http.get(FULL_URL, () => HttpResponse.json({ first_name: ['Ensure this field has no more than 30 characters.'] }, { status: 400 })));
    const error = await rejection(getThing());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.endpoint).toBe(ENDPOINT);
    expect(error.body).toEqual({ first_name: ['Ensure this field has no more than 30 characters.'] });
    expect(error.message).toBe(`${ENDPOINT}: the server answered 400.`);
  });

  it('gives a 500 HTML page a null body', async () => {
    server.use(http.get(FULL_URL, () => htmlPage(500, 'Server Error (500)')));
    const error = await rejection(getThing());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.body).toBeNull();
    expect(error.message).toBe(`${ENDPOINT}: the server answered 500 (an HTML error page).`);
  });

  it('recognises an HTML error page by its content type alone', async () => {
    server.use(http.get(FULL_URL, () => new HttpResponse('Server Error (500)', { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } })));
    const error = await rejection(getThing());
    expect(error).toMatchObject({ kind: 'http', status: 500, body: null });
    expect(error.message).toBe(`${ENDPOINT}: the server answered 500 (an HTML error page).`);
  });

  it('treats a 200 text/html answer as a contract error even when the text does not look like HTML', async () => {
    server.use(http.get(FULL_URL, () => new HttpResponse('{"id":1,"name":"x"}', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    const error = await rejection(getThing());
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('an HTML page');
  });

  it('gives a routing 404 HTML page a null body', async () => {
    server.use(http.get(FULL_URL, () => htmlPage(404, 'Not Found')));
    const error = await rejection(getThing());
    expect(error).toMatchObject({ kind: 'http', status: 404, body: null });
  });

  it('keeps the detail of a 401 for an invalid token', async () => {
    server.use(
      http.get(FULL_URL, () =>
        HttpResponse.json({ detail: 'Invalid token.' }, { status: 401, headers: { 'WWW-Authenticate': 'Token' } }),
      ),
    );
    const error = await rejection(getThing());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ detail: 'Invalid token.' });
  });

  it('gives a 400 whose body is malformed JSON a null body', async () => {
    server.use(
      http.get(FULL_URL, () => new HttpResponse('{"detail": "JSON parse error', { status: 400, headers: { 'Content-Type': 'application/json' } })),
    );
    const error = await rejection(getThing());
    expect(error).toMatchObject({ kind: 'http', status: 400, body: null });
  });

  it('gives an empty 404 body a null body', async () => {
    server.use(http.get(FULL_URL, () => new HttpResponse(null, { status: 404 })));
    const error = await rejection(getThing());
    expect(error).toMatchObject({ kind: 'http', status: 404, body: null });
  });

  it('reports a non-2xx answer as http even for calls without a schema', async () => {
    server.use(http.delete(FULL_URL, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const error = await rejection(request(createHttpClient(ORIGIN), { endpoint: 'delete thing', method: 'DELETE', url: URL_PATH }));
    expect(error).toMatchObject({ kind: 'http', status: 404, body: { detail: 'Not found.' }, endpoint: 'delete thing' });
  });
});

describe('request(): no answer', () => {
  it('reports a network failure as kind network', async () => {
    server.use(http.get(FULL_URL, () => HttpResponse.error()));
    const error = await rejection(getThing());
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.body).toBeNull();
    expect(error.message).toBe(`${ENDPOINT}: the server could not be reached.`);
  });

  it('reports a request that outlives the client timeout as kind timeout', async () => {
    const client = createHttpClient(ORIGIN);
    client.defaults.timeout = 50;
    // MSW's XMLHttpRequest interceptor never fires XHR timeouts, so this client uses axios' fetch adapter,
    // which enforces the same timeout setting itself.
    client.defaults.adapter = 'fetch';
    server.use(
      http.get(FULL_URL, async () => {
        await delay(500);
        return HttpResponse.json({ id: 1, name: 'late' });
      }),
    );
    const error = await rejection(getThing(client));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
    expect(error.message).toBe(`${ENDPOINT}: the server did not answer in time.`);
  });

  it.each([
    ['ECONNABORTED', 'timeout of 50ms exceeded'],
    ['ETIMEDOUT', 'timeout of 50ms exceeded'],
  ])('classifies an axios %s error as kind timeout', (code, message) => {
    const error = normaliseError(new AxiosError(message, code), 'papers');
    expect(error).toMatchObject({ kind: 'timeout', endpoint: 'papers', status: null });
  });

  it('lets one request wait longer than the client default with timeoutMs', async () => {
    const client = createHttpClient(ORIGIN);
    client.defaults.timeout = 50;
    client.defaults.adapter = 'fetch';
    server.use(
      http.get(FULL_URL, async () => {
        await delay(200);
        return HttpResponse.json({ id: 1, name: 'slow but fine' });
      }),
    );
    const result = await request(client, {
      endpoint: ENDPOINT,
      method: 'GET',
      url: FULL_URL,
      schema: z.object({ id: z.number(), name: z.string() }),
      timeoutMs: 2000,
    });
    expect(result.name).toBe('slow but fine');
  });

  it('uses a 30 s default timeout', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(createHttpClient(ORIGIN).defaults.timeout).toBe(30_000);
  });
});

describe('Authorization header', () => {
  function captureAuthorization() {
    const seen: Array<string | null> = [];
    server.use(
      http.get(FULL_URL, ({ request: req }) => {
        seen.push(req.headers.get('authorization'));
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    return seen;
  }

  it('sends "Token <token>" when a token is stored', async () => {
    const seen = captureAuthorization();
    localStorage.setItem('accessToken', '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b');
    await getThing();
    expect(seen).toEqual(['Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b']);
  });

  it('sends no header when nothing is stored', async () => {
    const seen = captureAuthorization();
    await getThing();
    expect(seen).toEqual([null]);
  });

  it.each(['null', 'undefined', ''])('sends no header when the stored token is %j', async (stored) => {
    const seen = captureAuthorization();
    localStorage.setItem('accessToken', stored);
    await getThing();
    expect(seen).toEqual([null]);
  });

  it('reads the token per request (login and logout take effect without a new client)', async () => {
    const seen = captureAuthorization();
    const client = createHttpClient(ORIGIN);
    await getThing(client);
    localStorage.setItem('accessToken', 'abc123');
    await getThing(client);
    localStorage.removeItem('accessToken');
    await getThing(client);
    expect(seen).toEqual([null, 'Token abc123', null]);
  });
});

describe('parseBody()', () => {
  it('parses JSON text', () => {
    expect(parseBody('{"a":1}', 'application/json')).toEqual({ json: { a: 1 }, html: false, empty: false });
  });

  it('marks empty bodies', () => {
    expect(parseBody('', undefined)).toEqual({ json: null, html: false, empty: true });
    expect(parseBody(undefined, undefined)).toEqual({ json: null, html: false, empty: true });
    expect(parseBody(null, 'application/json')).toEqual({ json: null, html: false, empty: true });
  });

  it('recognises HTML by its first tag or by the content type', () => {
    expect(parseBody('  <!DOCTYPE html><html></html>', undefined).html).toBe(true);
    expect(parseBody('<h1>Server Error (500)</h1>', undefined).html).toBe(true);
    expect(parseBody('Server Error', 'text/html; charset=utf-8')).toEqual({ json: null, html: true, empty: false });
  });

  it('returns null json for text that is not JSON', () => {
    expect(parseBody('{"detail": ', 'application/json')).toEqual({ json: null, html: false, empty: false });
  });

  it('passes through an already parsed value', () => {
    expect(parseBody({ a: 1 }, 'application/json')).toEqual({ json: { a: 1 }, html: false, empty: false });
  });
});

describe('normaliseError()', () => {
  it('returns an ApiError unchanged', () => {
    const original = new ApiError({ kind: 'contract', endpoint: 'x', message: 'x: broken' });
    expect(normaliseError(original, 'other')).toBe(original);
  });

  it('wraps a plain Error as a network error naming the endpoint', () => {
    const error = normaliseError(new Error('socket hang up'), 'papers');
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'network', endpoint: 'papers', status: null, body: null, message: 'papers: socket hang up' });
  });

  it('wraps a thrown non-Error value', () => {
    expect(normaliseError('boom', 'papers').message).toBe('papers: boom');
  });
});

describe('createHttpClient while the demo backend starts', () => {
  afterEach(() => setBackendReady(Promise.resolve()));

  it('holds every request until the demo backend is ready, then sends it', async () => {
    let markReady: () => void = () => undefined;
    setBackendReady(new Promise<void>((resolve) => (markReady = resolve)));
    const sent: string[] = [];
    const client = createHttpClient('http://api.test');
    client.defaults.adapter = async (config) => {
      sent.push(config.url ?? '');
      return { data: '{}', status: 200, statusText: 'OK', headers: {}, config };
    };
    const request = client.get('/api/accounts/me/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    markReady();
    await request;
    expect(sent).toEqual(['/api/accounts/me/']);
  });
});
