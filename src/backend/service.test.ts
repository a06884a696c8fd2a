import { afterEach, describe, expect, it } from 'vitest';
import { liveWikipedia, setLiveWikipedia } from './nlp/wikipedia/live';
import { startBackendService } from './service';

afterEach(() => setLiveWikipedia(false));

describe('the standalone backend start-up', () => {
  it('turns the public demo\'s live Wikipedia on (off until then, as in the Node test server)', async () => {
    expect(liveWikipedia()).toBe(false);
    await startBackendService({ storage: null, legacy: null });
    expect(liveWikipedia()).toBe(true);
  });
});
