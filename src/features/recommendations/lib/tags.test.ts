import { contrastRatio } from '@/components/charts/lib/palette';
import { COUNTRIES } from './countries';
import {
  addTags,
  createTag,
  MAX_TAGS,
  moveTag,
  randomTagId,
  sortByWeight,
  splitTagInput,
  TAG_COLORS,
  TAG_DEFAULTS,
  tagsFromInterests,
  updateTag,
  type Tag,
} from './tags';

const texts = (tags: readonly Tag[]) => tags.map((tag) => tag.text);


describe('tags', () => {
  it('start as the top 5 interests, heaviest first, with the spec defaults', () => {
    const tags = tagsFromInterests([
      { keyword: 'a', weight: 1 },
      { keyword: 'b', weight: 5 },
      { keyword: 'c', weight: 3 },
      { keyword: 'd', weight: 4 },
      { keyword: 'e', weight: 2 },
      { keyword: 'f', weight: 4.5 },
    ]);
    expect(texts(tags)).toEqual(['b', 'f', 'd', 'c', 'e']);
    expect(tags[0]).toMatchObject({ ...TAG_DEFAULTS, n_tweets: 5, radius: 10, lat: -34.397, lng: 150.644, weight: 5, language: 'ANY', type: 'ALL' });
    // each tag keeps its interest's weight, not the default 1 of a typed tag
    expect(tags.map((tag) => tag.weight)).toEqual([5, 4.5, 4, 3, 2]);
    expect(tags[0]?.place).toEqual({ lat: -34.397, lng: 150.644, radius: 10 });
    expect(new Set(tags.map((tag) => tag.color)).size).toBe(5);
  });

  it('get random ids of 10 letters and digits', () => {
    const ids = Array.from({ length: 50 }, () => randomTagId());
    ids.forEach((id) => expect(id).toMatch(/^[A-Za-z0-9]{10}$/));
    expect(new Set(ids).size).toBe(50);
  });

  it('are finished by a comma, or by Enter for the rest, and blanks are dropped', () => {
    expect(splitTagInput('mooc, dashboards,  ,lak', false)).toEqual({ texts: ['mooc', 'dashboards'], rest: 'lak' });
    expect(splitTagInput('mooc,', false)).toEqual({ texts: ['mooc'], rest: '' });
    expect(splitTagInput('  learning analytics ', true)).toEqual({ texts: ['learning analytics'], rest: '' });
    expect(splitTagInput('a,b', true)).toEqual({ texts: ['a', 'b'], rest: '' });
    expect(splitTagInput('   ', true)).toEqual({ texts: [], rest: '' });
  });

  it('stop at 10 and allow duplicates', () => {
    const start = [createTag('x', 0), createTag('y', 1)];
    const result = addTags(start, ['x', 'x', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(result.tags).toHaveLength(MAX_TAGS);
    expect(result.added).toHaveLength(8);
    expect(result.rejected).toBe(2);
    expect(texts(result.tags).filter((text) => text === 'x')).toHaveLength(3);
    expect(addTags(result.tags, ['z']).rejected).toBe(1);
  });

  it('move to another position, clamped to the list', () => {
    const tags = ['a', 'b', 'c', 'd'].map((text, i) => createTag(text, i));
    expect(texts(moveTag(tags, 0, 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(texts(moveTag(tags, 3, 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(texts(moveTag(tags, 1, 99))).toEqual(['a', 'c', 'd', 'b']);
    expect(texts(moveTag(tags, 7, 0))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('re-sort by weight when a weight changes, keeping the order of equal weights', () => {
    const tags = ['a', 'b', 'c'].map((text, i) => createTag(text, i));
    const c = tags[2]!;
    const heavier = updateTag(tags, c.id, { weight: 3, n_tweets: 5, color: c.color });
    expect(texts(heavier)).toEqual(['c', 'a', 'b']);
    // other settings do not re-sort
    const recoloured = updateTag(tags, c.id, { weight: 1, n_tweets: 9, color: '#4d5656' });
    expect(texts(recoloured)).toEqual(['a', 'b', 'c']);
    expect(recoloured[2]).toMatchObject({ n_tweets: 9, color: '#4d5656' });
    expect(texts(sortByWeight([{ ...tags[0]!, weight: 2 }, tags[1]!, { ...tags[2]!, weight: 2 }]))).toEqual(['a', 'c', 'b']);
  });

  it('have colours with at least 4.5:1 contrast on white, each with a name', () => {
    TAG_COLORS.forEach((color) => {
      expect(contrastRatio(color.value, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(color.name).not.toBe('');
    });
  });

  it('are suggested from about 200 distinct countries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(COUNTRIES).toContain('Germany');
  });
});
