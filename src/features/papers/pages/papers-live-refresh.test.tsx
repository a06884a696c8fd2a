/** My Publications of a live account (standalone build): Fetch New Papers reads Semantic Scholar and says what changed. */
import { screen, waitFor, within } from '@testing-library/react';
import { registerUser } from '@/api/user/accounts';
import { db } from '@/backend/db';
import { server } from '@/backend/node';
import { whenLiveImportSettles } from '@/backend/pipeline/live-import';
import { setSourceTiming } from '@/backend/sources/http';
import { memoryKeyValueStore, useKeyValueStore } from '@/backend/store/kv';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, semanticScholarHandlers } from '@/backend/test-utils/semantic-scholar';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 10_000 };
const EMAIL = 'ada@example.org';

beforeEach(() => {
  setSourceTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 });
  useKeyValueStore(memoryKeyValueStore());
});
afterEach(() => setSourceTiming(null));

it('Fetch New Papers adds only the new papers and says so; a second fetch says "Nothing new."', async () => {
  const author = fixtureAuthor({ count: 12, years: 3 });
  server.use(...semanticScholarHandlers([author]));
  const registered = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: EMAIL, password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  await whenLiveImportSettles(registered.id);
  const more = fixtureAuthor({ count: 15, years: 3 });
  server.use(...semanticScholarHandlers([{ ...author, paperCount: 15, papers: [...more.papers.slice(12), ...author.papers] }]));

  const { user } = renderRoute('/app/view-paper', { user: EMAIL, demoMode: true });
  const table = await screen.findByRole('table', undefined, SLOW);
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));

  await user.click(screen.getByRole('button', { name: 'Fetch New Papers' }));
  expect(await screen.findByText('Updated: 3 new papers.', undefined, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(16));
  expect(db.state().papers.filter((paper) => paper.user === registered.id)).toHaveLength(15);

  await user.click(screen.getByRole('button', { name: 'Fetch New Papers' }));
  expect(await screen.findByText('Nothing new.', undefined, SLOW)).toBeInTheDocument();
});
