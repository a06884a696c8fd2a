import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeKeywordSimilarity } from '@/api/user/demo';
import { server } from '../../node';
import { bestMatchSimilarity, keywordSimilarity, MAX_PAIRWISE_KEYWORDS, setSimilarity, similarityBasis } from '../similarity';
import { CorruptTableError, decodeTable, encodeTable, rowVector } from './format';
import { WORD_VECTORS_URL, wordVectorFile } from './node-asset';
import { ensureWordVectors, estimatedVector, fetchTable, setWordVectorSource, TABLE_DOWNLOAD_TIMEOUT_MS, tableMean, tableVector, wordTable, wordVectorStatus } from './word-vectors';

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  });
  return dot / Math.sqrt(na * nb);
};

/** A deterministic pseudo-random sequence (the test's vectors). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

// every test starts from a table not yet loaded, fetched over HTTP (MSW answers the committed file)
beforeEach(() => setWordVectorSource(null));
afterEach(() => setWordVectorSource(null));

describe('the quantised table', () => {
  it('round-trips vectors within half a quantisation step per dimension, keeping directions', () => {
    const next = random(7);
    const entries = Array.from({ length: 50 }, (_, i) => ({ word: `word${i}é`, values: Array.from({ length: 100 }, () => (next() - 0.5) * 6) }));
    const table = decodeTable(encodeTable(entries, 100));
    expect(table.words).toEqual(entries.map((e) => e.word));
    entries.forEach(({ word, values }) => {
      const row = table.rows.get(word) ?? -1;
      const decoded = rowVector(table, row);
      const step = Math.max(...values.map(Math.abs)) / 127;
      values.forEach((v, d) => expect(Math.abs((decoded[d] ?? 0) - v)).toBeLessThanOrEqual(step / 2 + 1e-6));
      expect(cosine(decoded, Float32Array.from(values))).toBeGreaterThan(0.999);
    });
  });

  it('refuses a truncated, padded, foreign or non-UTF-8 file instead of answering wrong vectors', () => {
    const good = encodeTable([{ word: 'car', values: [1, -2, 3] }], 3);
    expect(decodeTable(good).rows.get('car')).toBe(0);
    expect(() => decodeTable(good.slice(0, good.byteLength - 1))).toThrow(CorruptTableError);
    const padded = new Uint8Array(good.byteLength + 4);
    padded.set(new Uint8Array(good));
    expect(() => decodeTable(padded.buffer)).toThrow(CorruptTableError);
    expect(() => decodeTable(new TextEncoder().encode('<!doctype html><html></html>').buffer)).toThrow(CorruptTableError);
    const broken = new Uint8Array(good.slice(0));
    broken[16] = 0xff; // the word list's first byte
    expect(() => decodeTable(broken.buffer)).toThrow(/not UTF-8/);
  });

  it('the committed table holds the 30,000 most frequent words in 100 dimensions', async () => {
    expect(wordVectorStatus()).toBe('idle');
    await expect(ensureWordVectors()).resolves.toBe(true);
    const table = wordTable();
    expect(table?.words).toHaveLength(30000);
    expect(table?.dimensions).toBe(100);
    expect(table?.words.slice(0, 3)).toEqual(['the', 'of', 'to']);
    ['automobile', 'analytics', 'protein', 'algorithm'].forEach((w) => expect(tableVector(w), w).not.toBeNull());
    expect(decodeTable(wordVectorFile()).words).toHaveLength(30000);
  });
});

describe('keyword similarity on the word vectors', () => {
  beforeEach(async () => {
    await ensureWordVectors();
  });

  it('agrees with people: car and automobile high, car and cabbage low', () => {
    expect(keywordSimilarity('car', 'automobile')).toBeGreaterThan(0.6);
    expect(keywordSimilarity('car', 'cabbage')).toBeLessThan(0.2);
    expect(keywordSimilarity('Car', 'car')).toBe(1);
    // related research topics above unrelated ones, across fields
    expect(keywordSimilarity('learning analytics', 'educational data mining')).toBeGreaterThan(keywordSimilarity('learning analytics', 'protein folding') + 0.2);
    expect(keywordSimilarity('gene expression', 'protein folding')).toBeGreaterThan(keywordSimilarity('gene expression', 'recommender systems'));
    // letters shared mean nothing by themselves: "cart" is not "car"
    expect(keywordSimilarity('car', 'automobile')).toBeGreaterThan(keywordSimilarity('car', 'cart'));
  });

  it("a keyword's vector is the mean of its words' vectors (less what every word shares)", () => {
    const learning = tableVector('learning');
    const analytics = tableVector('analytics');
    const data = tableVector('data');
    const shared = tableMean();
    if (!learning || !analytics || !data || !shared) throw new Error('words missing from the table');
    const mean = learning.map((x, i) => (x + (analytics[i] ?? 0)) / 2 - (shared[i] ?? 0));
    const centredData = data.map((x, i) => x - (shared[i] ?? 0));
    expect(keywordSimilarity('learning analytics', 'data')).toBeCloseTo(Math.max(0, cosine(mean, centredData)), 5);
    // stop words do not count when other words are there
    expect(keywordSimilarity('analysis of data', 'data analysis')).toBeCloseTo(1, 5);
  });

  it('estimates a word outside the table from its spelling, and says so', () => {
    expect(tableVector('hyperparameters')).toBeNull();
    expect(estimatedVector('hyperparameters')).not.toBeNull();
    expect(keywordSimilarity('hyperparameters', 'parameters')).toBeGreaterThan(keywordSimilarity('hyperparameters', 'cabbage') + 0.2);
    expect(similarityBasis(['hyperparameter tuning', 'car'])).toEqual({ kind: 'estimated', words: ['hyperparameter'] });
    expect(similarityBasis(['car', 'automobile'])).toEqual({ kind: 'exact' });
  });

  it('bad input: 1 MB, emoji, digits only, another script', () => {
    const huge = `machine learning ${'x'.repeat(1_000_000)}`;
    expect(keywordSimilarity(huge, 'machine learning')).toBe(keywordSimilarity(huge.slice(0, 300), 'machine learning'));
    expect(keywordSimilarity('😀🎉', 'car')).toBe(0);
    expect(keywordSimilarity('😀', '😀')).toBe(0);
    expect(keywordSimilarity('2024', '2024')).toBe(1);
    expect(keywordSimilarity('2024', '1999')).toBeLessThan(0.2);
    // no vectors for Cyrillic: compared by letters, flagged as such
    expect(keywordSimilarity('машинное обучение', 'машинное обучение')).toBe(1);
    expect(keywordSimilarity('машинное обучение', 'машинного обучения')).toBeGreaterThan(0.3);
    expect(keywordSimilarity('машинное обучение', 'machine learning')).toBe(0);
    expect(similarityBasis(['машинное обучение']).kind).toBe('estimated');
    [huge, '😀', '2024', 'машинное'].forEach((k) => {
      const s = setSimilarity([{ keyword: k }], [{ keyword: 'machine learning' }]);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
    });
  });

  it('10,000 keywords a side: the pairwise measure compares the first 300 distinct ones, the mean vectors all', () => {
    const words = wordTable()?.words.slice(1000, 21000) ?? [];
    const first = words.slice(0, 10000).map((keyword) => ({ keyword }));
    const second = words.slice(10000).map((keyword) => ({ keyword }));
    const bounded = setSimilarity(first, second, 'WikiLinkMeasure');
    let pairs = 0;
    const counted = bestMatchSimilarity(
      first.slice(0, MAX_PAIRWISE_KEYWORDS).map((k) => ({ text: k.keyword })),
      second.slice(0, MAX_PAIRWISE_KEYWORDS).map((k) => ({ text: k.keyword })),
      (a, b) => {
        pairs += 1;
        return keywordSimilarity(a, b);
      },
    );
    expect(bounded).toBeCloseTo(counted, 10);
    expect(pairs).toBe(2 * MAX_PAIRWISE_KEYWORDS * MAX_PAIRWISE_KEYWORDS);
    // the mean vectors take every keyword (linear): a set against itself is 1, two halves of the vocabulary far less
    expect(setSimilarity(first, first)).toBeCloseTo(1, 5);
    const all = setSimilarity(first, second);
    expect(all).toBeGreaterThanOrEqual(0);
    expect(all).toBeLessThan(0.5);
  });
});

describe('the table failing to load', () => {
  const compareCars = () => computeKeywordSimilarity({ keywords_1: ['car'], keywords_2: ['automobile'], algorithm: 'WordEmbedding' });

  it('404: the letters answer and the answer says the similarity is approximate', async () => {
    server.use(http.get(WORD_VECTORS_URL, () => new HttpResponse('Not found', { status: 404 })));
    const answer = await compareCars();
    expect(wordVectorStatus()).toBe('unavailable');
    expect(answer.approximate).toBe('vectors-unavailable');
    expect(answer.score).toBe(0); // "car" and "automobile" share no letters in order
    const same = await computeKeywordSimilarity({ keywords_1: ['learning analytics'], keywords_2: ['learning analytic'], algorithm: 'WordEmbedding' });
    expect(same.score).toBeGreaterThan(80);
  });

  it('a corrupt file (an HTML page, a truncated table) is refused the same way', async () => {
    server.use(http.get(WORD_VECTORS_URL, () => HttpResponse.html('<!doctype html><title>Moved</title>')));
    expect((await compareCars()).approximate).toBe('vectors-unavailable');
    setWordVectorSource(null);
    server.use(http.get(WORD_VECTORS_URL, () => HttpResponse.arrayBuffer(wordVectorFile().slice(0, 1_000_000))));
    expect((await compareCars()).approximate).toBe('vectors-unavailable');
  });

  it('a network error, or the connection dropping mid-download', async () => {
    server.use(http.get(WORD_VECTORS_URL, () => HttpResponse.error()));
    expect((await compareCars()).approximate).toBe('vectors-unavailable');
    setWordVectorSource(null);
    server.use(
      http.get(WORD_VECTORS_URL, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(wordVectorFile().slice(0, 65536)));
            controller.error(new Error('connection reset'));
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'application/octet-stream' } });
      }),
    );
    expect((await compareCars()).approximate).toBe('vectors-unavailable');
  });

  it('a download that never answers is aborted after the timeout: the letters answer, approximate, and a later comparison tries again', async () => {
    expect(TABLE_DOWNLOAD_TIMEOUT_MS).toBe(60_000);
    let asked = 0;
    server.use(
      http.get(WORD_VECTORS_URL, async () => {
        asked += 1;
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    let downloads = 0;
    // the first download with a short timeout, the later one with the real one
    setWordVectorSource(() => fetchTable((downloads += 1) === 1 ? 50 : TABLE_DOWNLOAD_TIMEOUT_MS));
    const answer = await compareCars();
    expect(answer.approximate).toBe('vectors-unavailable');
    expect(wordVectorStatus()).toBe('unavailable');
    expect(asked).toBe(1);
    server.resetHandlers();
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    const again = await compareCars();
    spy.mockRestore();
    expect(again.approximate).toBeUndefined();
    expect(asked).toBe(1);
    expect(downloads).toBe(2);
    expect(wordVectorStatus()).toBe('ready');
  });

  it('a later comparison loads the table once it answers again (after the retry delay)', async () => {
    let answered = 0;
    setWordVectorSource(() => {
      answered += 1;
      return answered === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(wordVectorFile());
    });
    await expect(ensureWordVectors()).resolves.toBe(false);
    await expect(ensureWordVectors()).resolves.toBe(false); // within the delay: no new download
    expect(answered).toBe(1);
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    await expect(ensureWordVectors()).resolves.toBe(true);
    spy.mockRestore();
    expect(keywordSimilarity('car', 'automobile')).toBeGreaterThan(0.6);
  });

  it('with the table loaded, the same answer is exact and high', async () => {
    const answer = await compareCars();
    expect(answer.approximate).toBeUndefined();
    expect(answer.score).toBeGreaterThan(60);
  });
});
