/**
 * The seed's shipped extractions (extractions.json): the seeded profiles need no model, and they are
 * what the extraction computes. After a change to the extraction or to the seed's texts, regenerate
 * them with `node scripts/seed-extractions.mjs`.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DbLongTerm, DbShortTerm } from '../domain/types';
import { jobKey } from '../nlp/extraction-jobs';
import { runJobs } from '../nlp/run-jobs';
import { loadKeyphrase } from '../nlp/load-keyphrase';
import SHIPPED from './extractions.json';
import { seedExtractionJobs } from './extraction-jobs';

const DAY = 24 * 60 * 60 * 1000;

/** A profile row without what differs between two computations (ids, times). */
const comparable = (i: DbLongTerm | DbShortTerm) => {
  const row: Record<string, unknown> = { ...i };
  delete row.id;
  delete row.created_on;
  delete row.updated_on;
  return row;
};

/** A seed built in fresh modules (nothing loaded), its interests computed as the first signed-in request does. */
async function seededProfiles(shipped: boolean) {
  vi.resetModules();
  if (!shipped) vi.doMock('./extractions.json', () => ({ default: {} }));
  const { db } = new (await import('../backend')).Backend();
  const { loadedKeyphrase } = await import('../nlp/load-keyphrase');
  db.reset();
  await db.pendingInterests.compute();
  vi.doUnmock('./extractions.json');
  const state = db.state();
  const profiles = { modelLoaded: loadedKeyphrase() !== null, longTerm: state.longTerm.map(comparable), shortTerm: state.shortTerm.map(comparable), users: state.users };
  // the Node test files share one module registry (isolate: false): a file after this one must not
  // get the seed built without its extractions
  vi.resetModules();
  return profiles;
}

describe('the seed ships its extractions', () => {
  it('the seeded profiles are computed without the keyphrase extraction: the model never loads', async () => {
    const { modelLoaded, longTerm, users } = await seededProfiles(true);
    expect(modelLoaded).toBe(false);
    const demo = users.find((u) => u.email === 'demo@example.org');
    const computed = longTerm.filter((i) => i.user === demo?.id && i.source !== 'Manual');
    expect(computed.length).toBeGreaterThan(5);
    expect(computed.map((i) => i.keyword)).toContain('learning analytics');
  });

  it('every seeded text has a shipped extraction equal to what the extraction computes, whatever the seed date', async () => {
    await loadKeyphrase();
    const jobs = seedExtractionJobs();
    expect(jobs.length).toBeGreaterThan(100);
    const later = seedExtractionJobs(Date.now() + 200 * DAY);
    expect(later.map(jobKey).sort()).toEqual(jobs.map(jobKey).sort());
    const shipped = SHIPPED as Record<string, unknown>;
    expect(Object.keys(shipped).sort()).toEqual(jobs.map(jobKey).sort());
    const computed = runJobs(jobs);
    jobs.forEach((job, i) => expect(shipped[jobKey(job)], `${job.algorithm}: ${job.text.slice(0, 60)}`).toEqual(computed[i]));
  });

  it('the seeded profiles equal the profiles computed with the extraction from the same seed', async () => {
    const withShipped = await seededProfiles(true);
    const computed = await seededProfiles(false);
    expect(computed.modelLoaded).toBe(true);
    expect(computed.longTerm.length).toBeGreaterThan(50);
    expect(withShipped.longTerm).toEqual(computed.longTerm);
    expect(withShipped.shortTerm).toEqual(computed.shortTerm);
  });
});
