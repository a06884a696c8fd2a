/** The benchmark's profile harness builds a live account's profile, under either Wikipedia outcome. */
import { describe, expect, it } from 'vitest';
import { profileFromPapers } from './profile-from-papers';
import { store, testBackend } from '@/backend/node';

const PAPERS = [
  { title: 'Seed dispersal by bats in fragmented forests', abstract: 'Seed dispersal by fruit bats links forest fragments. We measured seed dispersal distances in twelve fragments.', year: 2012 },
  { title: 'Seed dispersal and tree demography', abstract: 'Tree demography depends on seed dispersal. Seedling recruitment was followed for five years.', year: 2016 },
  { title: 'Knowledge tracing for tree identification tutors', abstract: 'A tutor teaches tree identification; knowledge tracing estimates what each learner knows.', year: 2020 },
];

describe('profileFromPapers', () => {
  it('with the filter off keeps the phrases the papers use, counts every paper (the oldest too) and orders by weight', async () => {
    const profile = await profileFromPapers(PAPERS, { wikipedia: 'off', backend: testBackend() });
    const dispersal = profile.find((interest) => interest.keyword === 'seed dispersal');
    expect(dispersal?.paper_ids).toHaveLength(2);
    expect(profile.map((interest) => interest.weight)).toEqual([...profile.map((interest) => interest.weight)].sort((a, b) => b - a));
    expect(store.get().papers.every((paper) => paper.used_in_calc)).toBe(true);
    expect(store.get().users[0]?.wikipedia).toBe('live');
  });

  it('with Wikipedia unreachable answers from the built-in list and says so', async () => {
    const profile = await profileFromPapers(PAPERS, { wikipedia: 'unreachable', backend: testBackend() });
    expect(store.get().users[0]?.wikipedia).toBe('unreachable');
    expect(profile.map((interest) => interest.keyword)).toContain('knowledge tracing');
  });
});
