/** A stepped import of a live account when Wikipedia fails: it is asked in the first step only, and the run says it was not reached. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { registerUser } from '@/api/user/accounts';
import { db, server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { WIKIPEDIA_ORIGIN } from '../sources/wikipedia';
import { loginAs, raw } from '../test-utils/api';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers } from '../test-utils/semantic-scholar';
import { liveImportOf, whenLiveImportSettles } from './live-import';
import { refreshLivePapers } from './live-refresh';

const EMAIL = 'ada@example.org';

fastSourcesOverMemoryCache();

/** en.wikipedia.org answering 503 to everything; each request noted with the extraction step it came in. */
function wikipediaDown(userId: () => number | null) {
  const steps: number[] = [];
  server.use(
    http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, () => {
      const id = userId();
      steps.push(id === null ? -1 : (liveImportOf(db, id)?.extracted ?? -1));
      return new HttpResponse('Service Unavailable', { status: 503, headers: { 'Content-Type': 'text/plain' } });
    }),
  );
  return steps;
}

/**
 * Registers a live account for the fixture author with `papers` papers over `years` years while
 * Wikipedia is down, signs in and waits for the import: the user and the steps Wikipedia was asked in.
 */
async function importWhileWikipediaIsDown(papers: { count: number; years: number }) {
  let id: number | null = null;
  const steps = wikipediaDown(() => id);
  server.use(...semanticScholarHandlers([fixtureAuthor(papers)]));
  const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  id = user.id;
  loginAs(EMAIL);
  await whenLiveImportSettles(db, user.id);
  return { user, steps };
}

describe('Wikipedia failing during a stepped import', () => {
  it('is asked in the first extraction step only; the later steps take the built-in list at once and the stored status says Wikipedia was not reached', async () => {
    const { user, steps } = await importWhileWikipediaIsDown({ count: 30, years: 6 });
    const entry = liveImportOf(db, user.id);
    expect(entry?.phase).toBe('done');
    // 30 papers: four steps of extraction
    expect(entry?.extractTotal).toBeGreaterThan(24);
    expect(steps.length).toBeGreaterThan(0);
    // every request came while the first step ran (0 extracted so far): one try and its retry, nothing after
    expect(new Set(steps)).toEqual(new Set([0]));
    expect(steps.length).toBeLessThanOrEqual(2 * 3);
    expect(db.getUser(user.id)?.wikipedia).toBe('unreachable');
    expect(await (await raw(`/api/standalone/wikipedia-status/${user.id}/`)).json()).toEqual({ wikipedia: 'unreachable' });
    expect(db.state().longTerm.filter((interest) => interest.user === user.id).length).toBeGreaterThan(0);
  });

  it('a later refresh is a new run: it asks Wikipedia again (it may be back), once, and says it was not reached when it still fails', async () => {
    const { user, steps } = await importWhileWikipediaIsDown({ count: 12, years: 3 });
    const afterImport = steps.length;
    await refreshLivePapers(db, user.id, { recompute: true });
    // one look-up: its try and retry (a few batches in flight at most)
    expect(steps.length - afterImport).toBeGreaterThan(0);
    expect(steps.length - afterImport).toBeLessThanOrEqual(2 * 3);
    expect(db.getUser(user.id)?.wikipedia).toBe('unreachable');
  });
});

describe('Wikipedia misbehaving during an import', () => {
  it('redirecting every title to another and back costs only its own help: the profile has interests, and Wikipedia is named as not reached', async () => {
    server.use(
      http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, ({ request }) => {
        const titles = (new URL(request.url).searchParams.get('titles') ?? '').split('|');
        const redirects = titles.flatMap((title) => [
          { from: title, to: `${title} (loop)` },
          { from: `${title} (loop)`, to: title },
        ]);
        return HttpResponse.json({ batchcomplete: true, query: { redirects, pages: titles.map((title, i) => ({ pageid: i + 1, ns: 0, title })) } });
      }),
      ...semanticScholarHandlers([fixtureAuthor({ count: 12, years: 3 })]),
    );
    const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
    loginAs(EMAIL);
    await whenLiveImportSettles(db, user.id);
    expect(liveImportOf(db, user.id)?.phase).toBe('done');
    expect(db.state().longTerm.filter((interest) => interest.user === user.id).length).toBeGreaterThan(5);
    expect(db.getUser(user.id)?.wikipedia).toBe('unreachable');
  });
});
