import { describe, expect, it } from 'vitest';
import { modelTopics, TopicModelAborted, topicTokens } from './topics';
import { FIXTURE_PAPERS } from './test-fixtures';

const documents = FIXTURE_PAPERS.filter((paper) => paper.abstract !== '').map((paper) => ({ id: paper.doi, text: `${paper.title}. ${paper.abstract}` }));

describe('topics of a corpus', () => {
  it('tokens: lower case words without stop words, numbers or markup-like leftovers, in runs between punctuation', () => {
    expect(topicTokens("Learning dashboards: the teachers' view of 2020, and MOOC dropout.").map((run) => run.map((token) => token.surface))).toEqual([
      ['learning', 'dashboards'],
      ['teachers', 'view'],
      ['mooc', 'dropout'],
    ]);
  });

  it('finds the themes of the papers and names each topic by its top words', async () => {
    const model = await modelTopics(documents, { topics: 6, iterations: 80 });
    expect(model.topics).toHaveLength(6);
    const names = model.topics.map((topic) => topic.name);
    expect(new Set(names).size).toBe(6);
    // each name is a word (or two) of its topic's best words, a term the texts contain
    model.topics.forEach((topic) => {
      expect(topic.words.length).toBeGreaterThan(0);
      expect(documents.some((doc) => doc.text.toLowerCase().includes(topic.name))).toBe(true);
    });
    // papers of one theme share their best topic
    const dropout = FIXTURE_PAPERS.filter((paper) => paper.abstract !== '' && paper.title.includes('MOOC'));
    const best = dropout.map((paper) => model.documentTopics[documents.findIndex((doc) => doc.id === paper.doi)]?.[0]);
    const most = [...new Set(best)].map((name) => best.filter((b) => b === name).length).sort((a, b) => b - a)[0] ?? 0;
    expect(most / best.length).toBeGreaterThanOrEqual(0.8);
  });

  it('gives the same topics and names on a rebuild of the same papers, in any order', async () => {
    const first = await modelTopics(documents, { iterations: 40 });
    const reversed = [...documents].reverse();
    const second = await modelTopics(reversed, { iterations: 40 });
    expect(second.topics).toEqual(first.topics);
    const byId = (model: typeof first, docs: typeof documents) => Object.fromEntries(docs.map((doc, i) => [doc.id, model.documentTopics[i]]));
    expect(byId(second, reversed)).toEqual(byId(first, documents));
  });

  it('stops when aborted in the middle of the modelling', async () => {
    const controller = new AbortController();
    const rounds: number[] = [];
    const modelling = modelTopics(documents, {
      iterations: 200,
      signal: controller.signal,
      onProgress: (done) => {
        rounds.push(done);
        if (done === 10) controller.abort();
      },
    });
    await expect(modelling).rejects.toBeInstanceOf(TopicModelAborted);
    expect(rounds.at(-1)).toBe(10);
  });

  it('a paper with no usable word gets no topic; an empty corpus gives no topics', async () => {
    const model = await modelTopics([...documents.slice(0, 20), { id: 'zz', text: 'The 2020.' }], { iterations: 10 });
    expect(model.documentTopics.at(-1)).toEqual([]);
    expect(await modelTopics([], { iterations: 5 })).toEqual({ topics: [], documentTopics: [] });
  });
});
