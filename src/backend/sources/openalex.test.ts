import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, sources } from '@/backend/node';
import { SourceError } from './http';
import { abstractFromInvertedIndex, getOpenAlexWorkByDoi, MAX_ABSTRACT_POSITIONS } from './openalex';

beforeEach(() => sources.setTiming({ baseDelayMs: 1, maxDelayMs: 5, random: () => 0.5 }));

describe('the abstract rebuilt from OpenAlex inverted index', () => {
  it('puts each word at each of its positions, in order, joined with spaces', () => {
    const index = { Learning: [0], analytics: [1, 5], is: [2], about: [3], learners: [4, 7], and: [6] };
    expect(abstractFromInvertedIndex(index)).toBe('Learning analytics is about learners analytics and learners');
  });

  it('is empty for a null or empty index', () => {
    expect(abstractFromInvertedIndex(null)).toBe('');
    expect(abstractFromInvertedIndex(undefined)).toBe('');
    expect(abstractFromInvertedIndex({})).toBe('');
  });

  it('skips gaps and keeps the first word of a position given twice', () => {
    const index = { We: [0], study: [1], dashboards: [10], teachers: [10], '.': [11] };
    expect(abstractFromInvertedIndex(index)).toBe('We study dashboards .');
  });

  it('drops negative, fractional and huge positions', () => {
    const index = { a: [-1, 0], b: [1.5, 1], c: [Number.MAX_SAFE_INTEGER, 2] };
    expect(abstractFromInvertedIndex(index)).toBe('a b c');
  });

  it('stays bounded and quick with 100,000 positions', () => {
    const positions = Array.from({ length: 100_000 }, (_, i) => i);
    const started = performance.now();
    const text = abstractFromInvertedIndex({ word: positions });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(text.split(' ')).toHaveLength(MAX_ABSTRACT_POSITIONS);
  });
});

describe('OpenAlex work by DOI', () => {
  const work = {
    id: 'https://openalex.org/W3012345678',
    doi: 'https://doi.org/10.1145/3375462.3375466',
    title: 'A title',
    display_name: 'A title',
    publication_year: 2020,
    authorships: [{ author: { id: 'https://openalex.org/A5023888391', display_name: 'Ada Lovelace', orcid: null }, institutions: [] }],
    abstract_inverted_index: { Hello: [0], world: [1] },
    cited_by_count: 3,
  };

  it('asks for /works/doi:<doi> and parses the work', async () => {
    let path = '';
    server.use(
      http.get('https://api.openalex.org/works/*', ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json(work);
      }),
    );
    const answer = await getOpenAlexWorkByDoi(sources, '10.1145/3375462.3375466');
    expect(path).toBe('/works/doi:10.1145/3375462.3375466');
    expect(answer.title).toBe('A title');
    expect(answer.authorships[0]?.author.id).toBe('https://openalex.org/A5023888391');
  });

  it('an HTML answer is "OpenAlex answered something unexpected."', async () => {
    server.use(http.get('https://api.openalex.org/works/*', () => HttpResponse.html('<!doctype html><title>Maintenance</title>')));
    const error = await getOpenAlexWorkByDoi(sources, '10.1145/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).kind).toBe('unexpected');
    expect((error as SourceError).message).toBe('OpenAlex answered something unexpected.');
  });

  it('a work without authorships does not parse (strict at the edge)', async () => {
    server.use(http.get('https://api.openalex.org/works/*', () => HttpResponse.json({ id: 'W1', title: 'x' })));
    await expect(getOpenAlexWorkByDoi(sources, '10.1145/1')).rejects.toMatchObject({ kind: 'unexpected' });
  });
});
