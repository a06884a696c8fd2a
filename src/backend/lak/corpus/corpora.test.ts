import { describe, expect, it } from 'vitest';
import { ALL_YEARS } from '@/api/conference/constants';
import { Backend } from '../../backend';
import { LakViews } from '../backend';
import { lakData } from '../dataset';
import { chooseLakCorpus, lakCorpusStatus } from './state';

describe("each backend's conference corpora", () => {
  it("a corpus chosen in one backend is not another backend's choice", async () => {
    const first = new Backend();
    const second = new Backend();
    await chooseLakCorpus(first.conferences, 'sample');
    expect((await lakCorpusStatus(first.conferences)).choice).toBe('sample');
    expect((await lakCorpusStatus(second.conferences)).choice).toBe('live');
  });

  it("a comparison of researchers answered before is its backend's: asked again there it comes as the server's cache answers it, elsewhere as new", () => {
    const [one, two] = lakData().authors;
    const items = [one?.name ?? '', two?.name ?? '', ALL_YEARS, 'topic'];
    const first = new Backend().conferences;
    const counts = (views: LakViews) => (views.authorTopicDetails(items).authortopics?.[1] ?? []) as unknown[][];
    const fresh = counts(new LakViews(lakData(), first.comparisons));
    expect(fresh.flat().every((count) => typeof count === 'number')).toBe(true);
    expect(counts(new LakViews(lakData(), first.comparisons)).flat().some((count) => typeof count === 'string')).toBe(true);
    expect(counts(new LakViews(lakData(), new Backend().conferences.comparisons))).toEqual(fresh);
  });
});
