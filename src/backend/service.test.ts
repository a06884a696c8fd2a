import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { resetLakCorpus } from './lak/corpus/state';
import { freshBackend, testBackend } from './node';
import { startBackendService } from './service';

describe("the Node tests' backend", () => {
  it('is started afresh for every test: one test starts its own with the live Wikipedia on…', () => {
    freshBackend({ liveWikipedia: true });
    expect(testBackend().liveWikipedia).toBe(true);
  });

  it('…and the next test has a fresh one, with it off', () => {
    expect(testBackend().liveWikipedia).toBe(false);
  });
});

describe('the standalone backend start-up', () => {
  it('turns the public demo\'s live Wikipedia on (off until then, as in the Node test server)', async () => {
    expect(testBackend().liveWikipedia).toBe(false);
    const { backend } = await startBackendService({ opened: { kind: 'unavailable' }, legacy: null });
    expect(backend.liveWikipedia).toBe(true);
  });

  it('answers the conference routes from the offline sample the page remembered the user chose', async () => {
    // the Node test server answers from the sample: here the routes start on the LAK papers
    resetLakCorpus('live');
    const { service } = await startBackendService({ opened: { kind: 'unavailable' }, legacy: null, lakCorpus: 'sample' });
    const response = await service.serve(new Request(`${env.apiUrl}/api/standalone/lak/corpus/`));
    expect(await response?.json()).toMatchObject({ choice: 'sample' });
  });
});
