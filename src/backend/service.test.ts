import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { resetLakCorpus } from './lak/corpus/state';
import { liveWikipedia, setLiveWikipedia } from './nlp/wikipedia/live';
import { startBackendService } from './service';

afterEach(() => setLiveWikipedia(false));

describe('the standalone backend start-up', () => {
  it('turns the public demo\'s live Wikipedia on (off until then, as in the Node test server)', async () => {
    expect(liveWikipedia()).toBe(false);
    await startBackendService({ opened: { kind: 'unavailable' }, legacy: null });
    expect(liveWikipedia()).toBe(true);
  });

  it('answers the conference routes from the offline sample the page remembered the user chose', async () => {
    // the Node test server answers from the sample: here the routes start on the LAK papers
    resetLakCorpus('live');
    const { service } = await startBackendService({ opened: { kind: 'unavailable' }, legacy: null, lakCorpus: 'sample' });
    const response = await service.serve(new Request(`${env.apiUrl}/api/standalone/lak/corpus/`));
    expect(await response?.json()).toMatchObject({ choice: 'sample' });
  });
});
