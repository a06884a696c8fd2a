import { describe, expect, it } from 'vitest';
import { computeKeywordSimilarity, extractInterests, getUserSimilarity } from '@/api/user/demo';
import { EXTRACTION_ALGORITHMS } from '@/api/user/demo-algorithms';
import { saveInterests } from '@/api/user/interests';
import { EXAMPLE_ABSTRACT } from '@/features/demo/lib/examples';
import { CHANCE_BEST_MATCH } from './demo';
import { failure, loginAs, raw, useUnknownToken } from '../../test-utils/api';
import { db } from '@/backend/node';

const TEXT =
  'Recommender systems suggest items to users. Explanations make recommender systems transparent, and transparency builds trust. ' +
  'Collaborative filtering is the classic approach of recommender systems, while explanations of collaborative filtering remain rare.';

describe('POST interest-extraction/', () => {
  it('every algorithm extracts keywords from the text with scores 1..5, the best ranked at 5', async () => {
    for (const algorithm of EXTRACTION_ALGORITHMS) {
      const result = await extractInterests({ text: TEXT, algorithm, num_of_keywords: 10, wiki_filter: true });
      const entries = Object.entries(result);
      expect(entries.length, algorithm).toBeGreaterThan(0);
      expect(Math.max(...entries.map(([, s]) => s)), algorithm).toBe(5);
      entries.forEach(([keyword, score]) => {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
        expect(keyword.charAt(0)).toBe(keyword.charAt(0).toUpperCase());
      });
    }
    const wiki = await extractInterests({ text: TEXT, algorithm: 'SingleRank', num_of_keywords: 10, wiki_filter: true });
    expect(Object.keys(wiki)).toContain('Recommender system');
  });

  it("a filtered extraction of 10 keywords from the demo card's example abstract keeps several research keywords", async () => {
    for (const algorithm of EXTRACTION_ALGORITHMS) {
      const keys = Object.keys(await extractInterests({ text: EXAMPLE_ABSTRACT, algorithm, num_of_keywords: 10, wiki_filter: true }));
      expect(keys.length, `${algorithm}: ${keys.join(', ')}`).toBeGreaterThanOrEqual(5);
      expect(keys, algorithm).toContain('Learning analytics');
      expect(keys.some((k) => ['Self-regulated learning', 'Learning management system', 'Educational data mining', 'Formative assessment'].includes(k)), algorithm).toBe(true);
    }
  });

  it('without the filter keys are the algorithm phrases from the text; num_of_keywords caps the result', async () => {
    const result = await extractInterests({ text: TEXT, algorithm: 'Rake', num_of_keywords: '3', wiki_filter: false });
    const keys = Object.keys(result);
    expect(keys.length).toBeLessThanOrEqual(3);
    keys.forEach((k) => expect(TEXT.toLowerCase()).toContain(k.toLowerCase()));
  });

  it("scores are the method's own, scaled from 1 to 5: Rake's keywords score apart, in rank order, not all 5.0", async () => {
    const result = await extractInterests({ text: EXAMPLE_ABSTRACT, algorithm: 'Rake', num_of_keywords: 10, wiki_filter: false });
    const scores = Object.values(result);
    expect(scores.length).toBe(10);
    expect(scores[0]).toBe(5);
    expect(scores[scores.length - 1]).toBe(1);
    expect(new Set(scores).size).toBeGreaterThanOrEqual(8);
    scores.slice(1).forEach((score, i) => expect(score).toBeLessThanOrEqual(scores[i] ?? 0));
  });

  it('a text over 50,000 characters is a 400 in the field-error style; a text of 50,000 is extracted', async () => {
    const paper = `${EXAMPLE_ABSTRACT} `.repeat(Math.ceil(50_000 / (EXAMPLE_ABSTRACT.length + 1))).slice(0, 50_000);
    const tooLong = await raw('/api/interests/interest-extraction/', { method: 'POST', body: JSON.stringify({ text: `${paper}x`, algorithm: 'TopicRank' }) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ text: ['Ensure this field has no more than 50000 characters.'] });
    const fits = await extractInterests({ text: paper, algorithm: 'TopicRank', num_of_keywords: 5, wiki_filter: true });
    expect(Object.keys(fits)).toContain('Learning analytics');
  });

  it('400 with field errors in order; nothing extracted is an HTML 500', async () => {
    const response = await raw('/api/interests/interest-extraction/', { method: 'POST', body: JSON.stringify({ text: '', algorithm: 'Foo' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ text: ['This field may not be blank.'], algorithm: ['"Foo" is not a valid choice.'] });
    const badCount = await raw('/api/interests/interest-extraction/', {
      method: 'POST',
      body: JSON.stringify({ text: 'x', algorithm: 'Yake', num_of_keywords: 'ten', wiki_filter: 'maybe' }),
    });
    expect(await badCount.json()).toEqual({ num_of_keywords: ['A valid integer is required.'], wiki_filter: ['Must be a valid boolean.'] });
    const empty = await failure(extractInterests({ text: 'and so it is', algorithm: 'Yake' }));
    expect(empty.status).toBe(500);
    expect(empty.body).toBeNull();
  });

  it('is public: an unknown token is ignored', async () => {
    useUnknownToken();
    await expect(extractInterests({ text: TEXT, algorithm: 'Yake' })).resolves.toBeTypeOf('object');
  });
});

describe('POST similarity/', () => {
  it('scores related sets higher than unrelated ones, 0..100 with two decimals; 0 for empty', async () => {
    const related = await computeKeywordSimilarity({
      keywords_1: ['learning analytics', 'dashboard'],
      keywords_2: ['learning analytics dashboards', 'educational data mining'],
      algorithm: 'WordEmbedding',
    });
    const unrelated = await computeKeywordSimilarity({ keywords_1: ['learning analytics'], keywords_2: ['hashtag'], algorithm: 'WikiLinkMeasure' });
    expect(related.score).toBeGreaterThan(unrelated.score);
    expect(related.score).toBeLessThanOrEqual(100);
    expect(Math.round(related.score * 100) / 100).toBe(related.score);
    await expect(computeKeywordSimilarity({ keywords_1: [], keywords_2: ['x'], algorithm: 'WordEmbedding' })).resolves.toEqual({ score: 0 });
  });

  it('400 for a string list, a missing list and an unknown algorithm', async () => {
    const response = await raw('/api/interests/similarity/', { method: 'POST', body: JSON.stringify({ keywords_1: 'a', algorithm: 'X' }) });
    expect(await response.json()).toEqual({
      keywords_1: ['Expected a list of items but got type "str".'],
      keywords_2: ['This field is required.'],
      algorithm: ['"X" is not a valid choice.'],
    });
  });
});

describe('GET similarity/{id}/', () => {
  it('answers score, bar chart, heat map and venn data in the contract shape', async () => {
    const { token } = loginAs('demo@example.org');
    const result = await getUserSimilarity(4);
    expect(typeof result.score).toBe('number');
    const rows = Object.keys(result.heat_map_data);
    expect(rows).toHaveLength(5);
    rows.forEach((row) => {
      const cells = Object.values(result.heat_map_data[row] ?? {});
      expect(cells).toHaveLength(5);
      cells.forEach((v) => {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      });
    });
    expect(Object.keys(result.bar_chart_data.user_1_data).sort()).toEqual(Object.keys(result.bar_chart_data.user_2_data).sort());
    Object.values(result.bar_chart_data.user_1_data).forEach((v) => expect(v).toBeGreaterThanOrEqual(1));
    const { user_1 } = result.venn_chart_data.similar_interests;
    Object.entries(user_1).forEach(([k1, partners]) => partners.forEach((k2) => expect(result.heat_map_data[k1]?.[k2]).toBeGreaterThanOrEqual(0.6)));
    result.venn_chart_data.user_1_exclusive_interest.forEach((k) => expect(user_1[k]).toBeUndefined());
    const response = await raw('/api/interests/similarity/4/', { token });
    // the contract's four fields, and only the optional approximation fields beyond them (when words were estimated)
    const keys = Object.keys((await response.json()) as object);
    expect(keys.slice(0, 4)).toEqual(['score', 'bar_chart_data', 'heat_map_data', 'venn_chart_data']);
    keys.slice(4).forEach((key) => expect(['approximate', 'estimated_words']).toContain(key));
  });

  it('a user compared with themselves scores 100 and shares every keyword', async () => {
    loginAs('demo@example.org');
    const self = await getUserSimilarity(1);
    expect(self.score).toBe(100);
    expect(self.venn_chart_data.user_1_exclusive_interest).toEqual([]);
  });

  it('"N/A" and empty rows when the other user has no interests; 404 for an unknown user; 500 anonymous', async () => {
    loginAs('demo@example.org');
    const admin = await getUserSimilarity(8);
    expect(admin.score).toBe('N/A');
    Object.values(admin.heat_map_data).forEach((row) => expect(row).toEqual({}));
    expect((await failure(getUserSimilarity(9999))).body).toEqual({ detail: 'Not found.' });
    localStorage.clear();
    expect((await failure(getUserSimilarity(2))).status).toBe(500);
  });

  it('follows interest changes', async () => {
    const { user } = loginAs('demo@example.org');
    const state = db.state();
    state.longTerm = state.longTerm.filter((i) => i.user !== user.id);
    await saveInterests([{ name: 'data visualization', weight: 5, source: 'Manual' }]);
    const result = await getUserSimilarity(4);
    expect(Object.keys(result.heat_map_data)).toEqual(['data visualization']);
    expect(result.heat_map_data['data visualization']?.['data visualization']).toBe(1);
  });
});

describe('GET similarity/{id}/: the score and the explanation come from one computation', () => {
  it("for every seeded user, the score is what the heat map shows: each top interest's best match above chance, weighted, both directions", async () => {
    const { user } = loginAs('demo@example.org');
    const others = db.state().users.filter((candidate) => candidate.id !== user.id);
    let compared = 0;
    for (const other of others) {
      const result = await getUserSimilarity(other.id);
      if (result.score === 'N/A') continue;
      compared += 1;
      const heat = result.heat_map_data;
      const rows = Object.keys(heat);
      const columns = Object.keys(heat[rows[0] ?? ''] ?? {});
      // a user's own top-5 keyword carries its own weight in the bar chart data
      const { user_1_data: weights1, user_2_data: weights2 } = result.bar_chart_data;
      const mean = (names: string[], weights: Record<string, number>, best: (name: string) => number) =>
        names.reduce((sum, name) => sum + (weights[name] ?? 0) * best(name), 0) / names.reduce((sum, name) => sum + (weights[name] ?? 0), 0);
      const aboveChance = (best: number) => Math.max(0, (best - CHANCE_BEST_MATCH) / (1 - CHANCE_BEST_MATCH));
      const fromRows = mean(rows, weights1, (row) => aboveChance(Math.max(...Object.values(heat[row] ?? {}))));
      const fromColumns = mean(columns, weights2, (column) => aboveChance(Math.max(...rows.map((row) => heat[row]?.[column] ?? 0))));
      const shown = ((fromRows + fromColumns) / 2) * 100;
      // the heat map is rounded to two decimals
      expect(Math.abs(result.score - shown), other.email).toBeLessThan(1);
      const closest = Math.max(...rows.flatMap((row) => Object.values(heat[row] ?? {})));
      expect(result.score, other.email).toBeLessThanOrEqual(closest * 100 + 1);
    }
    expect(compared).toBeGreaterThan(3);
  });
});

describe('GET getsimilarity/ (the contract keeps it; no screen asks it)', () => {
  it('answers vals between 0 and 1', async () => {
    const { vals } = (await (await raw('/api/interests/getsimilarity/')).json()) as { vals: number };
    expect(vals).toBeGreaterThan(0);
    expect(vals).toBeLessThan(1);
  });
});
