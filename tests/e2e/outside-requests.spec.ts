import { answerWikipedia, apiRequestsThatBypassTheBackend, expect, test, keepOffTheInternet, signInAsDemo } from './support';

// What the built-in backend fetches from outside hosts (Semantic Scholar, Bluesky, …) reaches the
// network past Mock Service Worker (its handlers answer only the API's paths), and browser tests
// intercept those hosts with Playwright's routing, from the page and from a dedicated worker (as the
// backend's own requests are made).
test('a request to a source host passes Mock Service Worker and is answered by routing', async ({ page }) => {
  await page.context().route('https://api.semanticscholar.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify({ authorId: '1741101', name: 'Routed' }) }),
  );
  await signInAsDemo(page);
  const fromPage = await page.evaluate(async () => {
    const response = await fetch('https://api.semanticscholar.org/graph/v1/author/1741101');
    return (await response.json()) as { name: string };
  });
  expect(fromPage.name).toBe('Routed');
  // from a dedicated worker, as the backend's own requests are made
  const fromWorker = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const source = `fetch('https://api.semanticscholar.org/graph/v1/author/1741101').then((r) => r.json()).then((b) => postMessage(b.name), (e) => postMessage('failed: ' + e))`;
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        worker.onmessage = (event: MessageEvent<string>) => resolve(event.data);
        worker.onerror = () => reject(new Error('worker failed'));
      }),
  );
  expect(fromWorker).toBe('Routed');
});

test('every test\'s browser refuses and records a request to an outside host no route answers, from the page and from a worker; Wikipedia is answered from the fake wiki where a test asks for it', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const refused = keepOffTheInternet(context);
    await answerWikipedia(context);
    const page = await context.newPage();
    await page.goto('/auth/login');
    const answers = await page.evaluate(async () => {
      const wiki = await fetch('https://en.wikipedia.org/w/api.php?action=query&format=json&formatversion=2&origin=*&prop=categories&titles=Machine%20learning');
      const body = (await wiki.json()) as { query: { pages: { title: string }[] } };
      const elsewhere = await fetch('https://example.org/anything').then(
        () => 'answered',
        () => 'refused',
      );
      const fromWorker = await new Promise<string>((resolve) => {
        const source = `fetch('https://example.net/from-a-worker').then(() => postMessage('answered'), () => postMessage('refused'))`;
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        worker.onmessage = (event: MessageEvent<string>) => resolve(event.data);
      });
      return { title: body.query.pages[0]?.title, elsewhere, fromWorker };
    });
    expect(answers).toEqual({ title: 'Machine learning', elsewhere: 'refused', fromWorker: 'refused' });
    await expect.poll(() => [...refused].sort()).toEqual(['GET https://example.net/from-a-worker', 'GET https://example.org/anything']);
  } finally {
    await context.close();
  }
});

test('every test fails on an API request the built-in backend did not answer, naming it', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    keepOffTheInternet(context);
    const escaped = apiRequestsThatBypassTheBackend(context);
    const page = await context.newPage();
    await signInAsDemo(page);
    // answered by the built-in backend (whatever it answers a request without the token): not recorded
    await page.evaluate(async () => {
      await fetch('/api/interests/long-term/', { headers: { Accept: 'application/json' } });
    });
    expect(escaped).toEqual([]);
    // a page without the backend (the static API description) sends an API request: the web server answers it
    await page.goto('/api.html');
    await page.evaluate(async () => {
      await fetch('/api/interests/long-term/', { headers: { Accept: 'application/json' } });
    });
    await expect.poll(() => escaped).toEqual(['GET /api/interests/long-term/ answered 404 by the web server']);
  } finally {
    await context.close();
  }
});
