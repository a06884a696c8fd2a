import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@/backend/node';
import { holdRequestsWhenPageLeaves, setBackendReady } from '@/lib/demo-mode';
import { isOffered } from './features';
import { session } from '@/lib/session';
import { AxiosError, CanceledError } from 'axios';
import { ApiError, createHttpClient, isApiError, normaliseError, originOf, parseBody, request, requestUrl, REQUEST_TIMEOUT_MS, SLOW_REQUEST_TIMEOUT_MS } from './http';

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

/** The user API's client in these tests: the token goes to its own origin. */
const userClient = (options: { timeoutMs?: number } = {}) => createHttpClient(ORIGIN, { ...options, tokenOrigin: ORIGIN });

function getThing(client = userClient()) {
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

  it('sends a request without data with no body and no Content-Type', async () => {
    let seen: { method: string; contentType: string | null; accept: string | null; body: string } | null = null;
    server.use(
      http.delete(FULL_URL, async ({ request: req }) => {
        seen = { method: req.method, contentType: req.headers.get('content-type'), accept: req.headers.get('accept'), body: await req.text() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await request(createHttpClient(ORIGIN), { endpoint: 'delete thing', method: 'DELETE', url: URL_PATH });
    expect(seen).toEqual({ method: 'DELETE', contentType: null, accept: 'application/json', body: '' });
  });

  it('sends an empty object as the JSON text {}', async () => {
    let body: string | null = null;
    server.use(
      http.post(FULL_URL, async ({ request: req }) => {
        body = await req.text();
        return HttpResponse.json({});
      }),
    );
    await request(createHttpClient(ORIGIN), { endpoint: 'logout', method: 'POST', url: URL_PATH, data: {}, schema: z.object({}) });
    expect(body).toBe('{}');
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
  // Answers the mock server sends after the client gave up: each test waits for them before it ends,
  // so that none reaches an XMLHttpRequest once the file's test environment is gone (an unhandled
  // "ProgressEvent is not defined" after the last test).
  const lateAnswers = new Set<Promise<unknown>>();
  const answerLate = (ms: number, body: { id: number; name: string }) => {
    const answer = delay(ms).then(() => HttpResponse.json(body));
    lateAnswers.add(answer);
    return answer;
  };
  afterEach(async () => {
    await Promise.all(lateAnswers);
    lateAnswers.clear();
    // the interceptor hands the answer to the aborted request in a later task
    await delay(20);
  });

  it('reports a network failure as kind network', async () => {
    server.use(http.get(FULL_URL, () => HttpResponse.error()));
    const error = await rejection(getThing());
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.body).toBeNull();
    expect(error.message).toBe(`${ENDPOINT}: the server could not be reached.`);
  });

  it('reports a request that outlives the client timeout as kind timeout', async () => {
    server.use(
      http.get(FULL_URL, () => answerLate(500, { id: 1, name: 'late' })),
    );
    const started = Date.now();
    const error = await rejection(getThing(createHttpClient(ORIGIN, { timeoutMs: 50 })));
    expect(Date.now() - started).toBeLessThan(400);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
    expect(error.message).toBe(`${ENDPOINT}: the server did not answer in time.`);
  });

  it('times out a body that stops arriving after the headers', async () => {
    server.use(
      http.get(FULL_URL, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id": 1, '));
            // the rest never comes
          },
        });
        return new HttpResponse(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const error = await rejection(getThing(createHttpClient(ORIGIN, { timeoutMs: 100 })));
    expect(error.kind).toBe('timeout');
  });

  it('lets one request wait longer than the client default with timeoutMs', async () => {
    server.use(
      http.get(FULL_URL, async () => {
        await delay(200);
        return HttpResponse.json({ id: 1, name: 'slow but fine' });
      }),
    );
    const result = await request(createHttpClient(ORIGIN, { timeoutMs: 50 }), {
      endpoint: ENDPOINT,
      method: 'GET',
      url: URL_PATH,
      schema: thingSchema,
      timeoutMs: 2000,
    });
    expect(result.name).toBe('slow but fine');
  });

  it('lets one request give up sooner than the client default with timeoutMs', async () => {
    server.use(
      http.get(FULL_URL, () => answerLate(300, { id: 1, name: 'too slow' })),
    );
    const error = await rejection(
      request(createHttpClient(ORIGIN), { endpoint: ENDPOINT, method: 'GET', url: URL_PATH, schema: thingSchema, timeoutMs: 50 }),
    );
    expect(error.kind).toBe('timeout');
  });

  it('uses a 30 s default timeout and 5 min for slow calls', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(SLOW_REQUEST_TIMEOUT_MS).toBe(300_000);
    expect(createHttpClient(ORIGIN).timeoutMs).toBe(30_000);
  });

  it("rejects at once, as a network error and not a timeout, when the caller's signal aborts", async () => {
    server.use(
      http.get(FULL_URL, () => answerLate(500, { id: 1, name: 'too late' })),
    );
    const controller = new AbortController();
    const pending = request(createHttpClient(ORIGIN), { endpoint: ENDPOINT, method: 'GET', url: URL_PATH, schema: thingSchema, signal: controller.signal });
    await delay(30);
    const started = Date.now();
    controller.abort();
    const error = await rejection(pending);
    expect(Date.now() - started).toBeLessThan(300);
    expect(error).toMatchObject({ kind: 'network', endpoint: ENDPOINT, status: null, body: null });
  });

  it('never sends a request whose signal is already aborted', async () => {
    let calls = 0;
    server.use(
      http.get(FULL_URL, () => {
        calls += 1;
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      request(createHttpClient(ORIGIN), { endpoint: ENDPOINT, method: 'GET', url: URL_PATH, schema: thingSchema, signal: controller.signal }),
    );
    expect(error.kind).toBe('network');
    expect(calls).toBe(0);
  });
});

describe('request(): a 401 ends the session', () => {
  const user = { token: 'abc123', firstName: 'Ada', lastName: 'Lovelace', id: 3 };

  it('ends the session when the server rejects the token that is still stored', async () => {
    session.start(user);
    server.use(http.get(FULL_URL, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    const error = await rejection(getThing());
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(session.getToken()).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
    expect(session.hasEnded()).toBe(true);
  });

  it('keeps a session that started while the rejected request was under way', async () => {
    session.start(user);
    server.use(
      http.get(FULL_URL, () => {
        session.start({ ...user, token: 'fresh456' });
        return HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
      }),
    );
    const error = await rejection(getThing());
    expect(error.status).toBe(401);
    expect(session.getToken()).toBe('fresh456');
    expect(session.hasEnded()).toBe(false);
  });

  it('leaves storage alone for a 401 of a request sent without a token', async () => {
    localStorage.setItem('name', 'Ada');
    server.use(http.get(FULL_URL, () => HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })));
    await rejection(getThing());
    expect(localStorage.getItem('name')).toBe('Ada');
    expect(session.hasEnded()).toBe(false);
  });

  it('keeps the session for other refusals (403)', async () => {
    session.start(user);
    server.use(http.get(FULL_URL, () => HttpResponse.json({ detail: 'Forbidden.' }, { status: 403 })));
    await rejection(getThing());
    expect(session.getToken()).toBe('abc123');
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
    const client = userClient();
    await getThing(client);
    localStorage.setItem('accessToken', 'abc123');
    await getThing(client);
    localStorage.removeItem('accessToken');
    await getThing(client);
    expect(seen).toEqual([null, 'Token abc123', null]);
  });
});

describe('Authorization header: only to the user API origin', () => {
  const OTHER = 'http://conference.test';

  function captureAuthorizationAt(url: string) {
    const seen: Array<string | null> = [];
    server.use(
      http.get(url, ({ request: req }) => {
        seen.push(req.headers.get('authorization'));
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    return seen;
  }

  beforeEach(() => localStorage.setItem('accessToken', 'abc123'));

  it('sends no token from a client on another origin than the token origin', async () => {
    const seen = captureAuthorizationAt(`${OTHER}/api/interests/thing/`);
    const conference = createHttpClient(`${OTHER}/api/interests/`, { tokenOrigin: ORIGIN });
    await request(conference, { endpoint: 'thing', method: 'GET', url: 'thing/', schema: thingSchema });
    expect(seen).toEqual([null]);
  });

  it('sends the token from a second client on the token origin (a conference API beside the user API)', async () => {
    const seen = captureAuthorizationAt(`${ORIGIN}/api/interests/thing/`);
    const conference = createHttpClient(`${ORIGIN}/api/interests/`, { tokenOrigin: ORIGIN });
    await request(conference, { endpoint: 'thing', method: 'GET', url: 'thing/', schema: thingSchema });
    expect(seen).toEqual(['Token abc123']);
  });

  it('sends no token with an absolute url that leaves the token origin', async () => {
    const seen = captureAuthorizationAt(`${OTHER}/elsewhere/`);
    await request(userClient(), { endpoint: 'elsewhere', method: 'GET', url: `${OTHER}/elsewhere/`, schema: thingSchema });
    expect(seen).toEqual([null]);
  });

  it('sends no token from a client without a token origin', async () => {
    const seen = captureAuthorizationAt(FULL_URL);
    await getThing(createHttpClient(ORIGIN));
    expect(seen).toEqual([null]);
  });

  it('compares origins, not text: a default port and a path still name the same origin', () => {
    expect(originOf('http://api.test:80/api/')).toBe(originOf(ORIGIN));
    expect(originOf('https://api.test/')).not.toBe(originOf(ORIGIN));
    expect(originOf('http://api.test.evil.example/')).not.toBe(originOf(ORIGIN));
  });

  it('keeps a 401 from a host that got no token from ending the session', async () => {
    session.start({ token: 'abc123', firstName: 'Ada', lastName: 'Lovelace', id: 3 });
    server.use(http.get(`${OTHER}/api/interests/thing/`, () => HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })));
    const conference = createHttpClient(`${OTHER}/api/interests/`, { tokenOrigin: ORIGIN });
    const error = await rejection(request(conference, { endpoint: 'thing', method: 'GET', url: 'thing/', schema: thingSchema }));
    expect(error.status).toBe(401);
    expect(session.getToken()).toBe('abc123');
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
  it("classifies axios's ERR_NETWORK (no answer) as kind network", () => {
    expect(normaliseError(new AxiosError('Network Error', AxiosError.ERR_NETWORK), 'papers')).toMatchObject({
      kind: 'network',
      endpoint: 'papers',
      status: null,
      message: 'papers: the server could not be reached.',
    });
  });

  it('classifies ETIMEDOUT as kind timeout', () => {
    expect(normaliseError(new AxiosError('timeout of 50ms exceeded', AxiosError.ETIMEDOUT), 'papers')).toMatchObject({
      kind: 'timeout',
      endpoint: 'papers',
      status: null,
      message: 'papers: the server did not answer in time.',
    });
  });

  it('classifies a cancelled request (the caller aborted) and a browser abort as kind network', () => {
    for (const error of [new CanceledError(), new AxiosError('Request aborted', AxiosError.ECONNABORTED)]) {
      expect(normaliseError(error, 'papers')).toMatchObject({ kind: 'network', message: 'papers: the server could not be reached.' });
    }
  });

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

describe('request() while the built-in backend starts', () => {
  afterEach(() => setBackendReady(Promise.resolve()));

  it('holds every request until the built-in backend is ready, then sends it', async () => {
    let markReady: () => void = () => undefined;
    setBackendReady(new Promise<void>((resolve) => (markReady = resolve)));
    const sent: string[] = [];
    server.use(
      http.get('http://api.test/api/accounts/me/', ({ request: req }) => {
        sent.push(req.url);
        return HttpResponse.json({});
      }),
    );
    const pending = request(createHttpClient('http://api.test'), { endpoint: 'me', method: 'GET', url: '/api/accounts/me/', schema: z.object({}) });
    await delay(20);
    expect(sent).toEqual([]);
    markReady();
    await pending;
    expect(sent).toEqual(['http://api.test/api/accounts/me/']);
  });

  it('starts the timeout only once the request is sent', async () => {
    setBackendReady(delay(150));
    server.use(http.get(FULL_URL, () => HttpResponse.json({ id: 1, name: 'after start-up' })));
    await expect(getThing(createHttpClient(ORIGIN, { timeoutMs: 50 }))).resolves.toEqual({ id: 1, name: 'after start-up' });
  });

  it('reads the token once the backend is ready (a sign-in during start-up counts)', async () => {
    let markReady: () => void = () => undefined;
    setBackendReady(new Promise<void>((resolve) => (markReady = resolve)));
    const seen: Array<string | null> = [];
    server.use(
      http.get(FULL_URL, ({ request: req }) => {
        seen.push(req.headers.get('authorization'));
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    const pending = getThing();
    localStorage.setItem('accessToken', 'late789');
    markReady();
    await pending;
    expect(seen).toEqual(['Token late789']);
  });
});

describe('request() once the demo page is being left', () => {
  afterEach(() => setBackendReady(Promise.resolve()));

  /** A page with the built-in backend's guard, and how it is left or shown again. */
  function demoPage() {
    const page = new EventTarget();
    const reload = vi.fn();
    holdRequestsWhenPageLeaves(page, reload);
    return {
      page,
      reload,
      leave: () => page.dispatchEvent(new Event('beforeunload')),
      show: (persisted: boolean) => page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted })),
    };
  }

  /** Whether `promise` is still pending after the network and the mock server have had time to answer. */
  async function stillPending(promise: Promise<unknown>): Promise<boolean> {
    const settled = promise.then(
      () => true,
      () => true,
    );
    return !(await Promise.race([settled, delay(100).then(() => false)]));
  }

  it('sends nothing more once the page is being left', async () => {
    const sent: string[] = [];
    server.use(
      http.get(FULL_URL, ({ request: req }) => {
        sent.push(req.url);
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    demoPage().leave();
    expect(await stillPending(getThing())).toBe(true);
    expect(sent).toEqual([]);
  });

  it('keeps an answer that arrives after the page began to leave (the web server 404 page) from the app: no "not offered" is learned', async () => {
    const { leave } = demoPage();
    server.use(
      http.get('http://api.test/api/interests/recommended-tweets/', async () => {
        leave();
        return htmlPage(404, 'Not Found');
      }),
    );
    const pending = request(createHttpClient(ORIGIN), { endpoint: 'tweets', method: 'GET', url: '/api/interests/recommended-tweets/', schema: z.array(z.unknown()), feature: 'tweets' });
    expect(await stillPending(pending)).toBe(true);
    expect(isOffered('tweets')).toBe(true);
  });

  it('answers as before while the page stays, and reloads a page shown again from the back/forward cache only', async () => {
    const { show, reload } = demoPage();
    server.use(http.get(FULL_URL, () => HttpResponse.json({ id: 1, name: 'x' })));
    await expect(getThing()).resolves.toEqual({ id: 1, name: 'x' });
    show(false);
    expect(reload).not.toHaveBeenCalled();
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('URLs', () => {
  it.each([
    ['http://api.test', '/api/interests/papers/', 'http://api.test/api/interests/papers/'],
    ['http://api.test/', '/api/interests/papers/', 'http://api.test/api/interests/papers/'],
    ['http://api.test', '/api/interests/tweets', 'http://api.test/api/interests/tweets'],
    ['http://api.test/api/interests/', 'laktopics/10/2011', 'http://api.test/api/interests/laktopics/10/2011'],
    ['http://api.test/api/interests/', 'getalltopicsresults/', 'http://api.test/api/interests/getalltopicsresults/'],
    ['http://api.test/api/interests', 'toptopics/2011', 'http://api.test/api/interests/toptopics/2011'],
    ['https://h.example/sub//', '///a//b/', '///a//b/'],
    ['https://h.example/sub//', '/a//b/', 'https://h.example/sub/a//b/'],
    ['http://api.test/api/interests/', 'topicdetails/learning%20analytics/2011', 'http://api.test/api/interests/topicdetails/learning%20analytics/2011'],
    ['http://api.test', 'http://other.test/api/test/thing/', 'http://other.test/api/test/thing/'],
    ['http://api.test', '//other.test/x', '//other.test/x'],
    ['http://api.test/api/interests/', '', 'http://api.test/api/interests/'],
    ['', '/api/accounts/login/', '/api/accounts/login/'],
  ])('joins %j and %j as %j (as the endpoint modules write them)', (base, url, expected) => {
    expect(requestUrl(createHttpClient(base), url)).toBe(expected);
  });

  it('sends the request to the joined address, trailing slash and encoded parts kept', async () => {
    const seen: string[] = [];
    server.use(
      http.get('http://api.test/api/interests/*', ({ request: req }) => {
        seen.push(req.url);
        return HttpResponse.json({ id: 1, name: 'x' });
      }),
    );
    const conference = createHttpClient('http://api.test/api/interests/');
    await request(conference, { endpoint: 'a', method: 'GET', url: 'topicdetails/a%2Fb%20c/2011', schema: thingSchema });
    await request(createHttpClient('http://api.test'), { endpoint: 'b', method: 'GET', url: '/api/interests/papers/', schema: thingSchema });
    expect(seen).toEqual(['http://api.test/api/interests/topicdetails/a%2Fb%20c/2011', 'http://api.test/api/interests/papers/']);
  });
});
