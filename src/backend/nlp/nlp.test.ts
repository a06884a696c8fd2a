import { beforeAll, describe, expect, it } from 'vitest';
import { ALGORITHMS } from './extract';
import { extractInterests, findTitle, keepPhrase, normaliseScores } from './interests';
import { analyse } from './keyphrase/analyse';
import { clusterTopics, multipartiteRank, positionRank, singleRank, textRank, topicRank } from './keyphrase/graph-methods';
import { topicWeights } from './keyphrase/lda';
import { longestSequences } from './keyphrase/candidates';
import { scoreDocument, stemPhrase } from './keyphrase/evaluate';
import { levenshteinRatio, yake } from './keyphrase/statistical';
import { extractKeyphrases } from './keyphrase';
import { loadKeyphrase } from './load-keyphrase';
import { ensureWordVectors } from './embeddings/word-vectors';
import { porterStem } from '@/lib/porter';
import { keywordSimilarity, percent, setSimilarity } from './similarity';

const TEXT =
  'Learning analytics dashboards give teachers an overview of student activity. In our study, learning analytics ' +
  'dashboards were combined with formative feedback. Students who used the dashboard reported better self-regulated learning, ' +
  'and teachers used learning analytics to plan feedback for the next lecture. Feedback literacy matters for self-regulated learning.';

const INSPEC_LIKE =
  'Optimal and safe ship control as a multi-step matrix game. The paper describes the process of the safe ship control in a ' +
  'collision situation using a differential game model with j participants. As an approximated model of the manoeuvring process, ' +
  'a model of a multi-step matrix game is adopted here. These considerations are illustrated with examples of a computer ' +
  'simulation of the safe ship trajectories in real situation at sea, importantly taking the decision support system into account. ' +
  'Ship control at sea is hard.';

beforeAll(async () => {
  await Promise.all([loadKeyphrase(), ensureWordVectors()]);
});

describe('Porter stemmer', () => {
  it('stems as the original algorithm does', () => {
    const cases: [string, string][] = [
      ['caresses', 'caress'], ['ponies', 'poni'], ['relational', 'relat'], ['conditional', 'condit'], ['generalization', 'gener'],
      ['hopeful', 'hope'], ['adjustment', 'adjust'], ['systems', 'system'], ['controlling', 'control'], ['optimisation', 'optimis'],
      ['agreed', 'agre'], ['happy', 'happi'], ['electrical', 'electr'], ['probate', 'probat'], ['controll', 'control'],
    ];
    cases.forEach(([word, expected]) => expect(porterStem(word)).toBe(expected));
  });
});

describe('candidates', () => {
  it('are noun phrases from part-of-speech tags: no verbs or adverbs, acronyms and participle modifiers kept', () => {
    const keys = longestSequences(analyse(INSPEC_LIKE)).map((c) => c.surface.toLowerCase());
    expect(keys).toContain('safe ship control');
    expect(keys).toContain('differential game model');
    expect(keys).toContain('decision support system');
    ['taking', 'importantly', 'describes', 'illustrated'].forEach((word) => expect(keys.some((k) => k.split(' ').includes(word))).toBe(false));
    expect(longestSequences(analyse('We evaluate precoded OFDM links.')).map((c) => c.surface)).toContain('precoded OFDM links');
  });

  it('a participle that starts or ends a research term does not split it; a verb after its subject stays a verb', () => {
    const surfaces = (text: string) => longestSequences(analyse(text)).map((c) => c.surface);
    expect(surfaces('Learning analytics dashboards give teachers an overview.')).toContain('Learning analytics dashboards');
    expect(surfaces('This paper investigates learning analytics and its relation to feedback.')).toContain('learning analytics');
    expect(surfaces('Mining software repositories reveals how developers work.')).toContain('Mining software repositories');
    expect(surfaces('Teaching tip: explain how interest modeling works.')).toContain('interest modeling');
    expect(surfaces('Effects on Self-Regulated Learning in Computer-Supported Collaborative Learning')).toEqual(
      expect.arrayContaining(['Self-Regulated Learning', 'Computer-Supported Collaborative Learning']),
    );
    const prose = surfaces('We collected data from students. The dashboard reported better results. Using the tool, students improved.');
    prose.forEach((phrase) => expect(phrase).not.toMatch(/collected|reported|Using/));
  });

  it('keep the original casing for display and merge stem variants into one candidate', () => {
    const ranked = extractKeyphrases('The System works. Systems fail. A system of systems is a system.', 'SingleRank', 10);
    const stems = ranked.map((r) => stemPhrase(r.phrase));
    expect(new Set(stems).size).toBe(stems.length);
    expect(ranked[0]?.phrase).toBe('System');
  });
});

describe('the eight methods', () => {
  it('every algorithm returns at most the requested number of phrases of the text, no two with the same stems', () => {
    ALGORITHMS.forEach((algorithm) => {
      const ranked = extractKeyphrases(INSPEC_LIKE, algorithm, 8);
      expect(ranked.length).toBeGreaterThan(3);
      expect(ranked.length).toBeLessThanOrEqual(8);
      ranked.forEach((r) => expect(INSPEC_LIKE.toLowerCase()).toContain(r.phrase.toLowerCase()));
      const stems = ranked.map((r) => stemPhrase(r.phrase));
      expect(new Set(stems).size).toBe(stems.length);
    });
  });

  it('each algorithm ranks the phrases of a text in an order of its own', () => {
    const orders = ALGORITHMS.map((a) => extractKeyphrases(INSPEC_LIKE, a, 8).map((r) => r.phrase.toLowerCase()).join('|'));
    expect(new Set(orders).size).toBe(ALGORITHMS.length);
  });

  it('TopicRank clusters by average linkage and returns one phrase per topic', () => {
    const doc = analyse(INSPEC_LIKE);
    const candidates = longestSequences(doc);
    const topics = clusterTopics(candidates);
    const topicOf = (surface: string) => topics.findIndex((t) => t.some((i) => candidates[i]?.surface.toLowerCase() === surface));
    expect(topicOf('safe ship control')).toBe(topicOf('ship control'));
    expect(topicOf('safe ship control')).not.toBe(topicOf('decision support system'));
    const ranked = topicRank(doc);
    expect(ranked).toHaveLength(topics.length);
    const shipTopic = ranked.filter((r) => topics[topicOf('safe ship control')]?.some((i) => candidates[i]?.key === r.candidate.key));
    expect(shipTopic).toHaveLength(1);
  });

  it('TextRank keeps only noun phrases with a word of the top third, SingleRank all of them', () => {
    const doc = analyse(INSPEC_LIKE);
    const all = longestSequences(doc).map((c) => c.key);
    const text = textRank(doc).map((r) => r.candidate.key);
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(all.length);
    text.forEach((key) => expect(all).toContain(key));
    expect(singleRank(doc).map((r) => r.candidate.key).sort()).toEqual([...all].sort());
  });

  it("MultipartiteRank's weight adjustment promotes the first-occurring candidate of a topic over its mates", () => {
    const doc = analyse(INSPEC_LIKE);
    const ratio = (alpha: number) => {
      const scores = new Map(multipartiteRank(doc, 0.74, alpha).map((r) => [r.candidate.surface.toLowerCase(), r.score]));
      return (scores.get('safe ship control') ?? 0) / (scores.get('ship control') ?? 1);
    };
    expect(ratio(1.1)).toBeGreaterThan(ratio(0));
  });

  it("TopicalPageRank's topic model, learned from the shipped vocabulary, weighs words of the document's topic higher", () => {
    const stems = (words: string) => words.split(' ').map(porterStem);
    const control = stems('controller feedback robot trajectory actuator sensor controller');
    const [robot, protein] = topicWeights(stems('robot protein'), control);
    expect(robot ?? 0).toBeGreaterThan(protein ?? 0);
  });

  it('PositionRank prefers an early phrase over an equal later one', () => {
    const doc = analyse('Neural codes matter. Robust filters matter. Neural codes help robust filters.');
    const scores = new Map(positionRank(doc).map((r) => [r.candidate.surface.toLowerCase(), r.score]));
    expect(scores.get('neural codes') ?? 0).toBeGreaterThan(scores.get('robust filters') ?? 0);
  });

  it('Rake scores a phrase by the degree over the frequency of its words', () => {
    const ranked = extractKeyphrases('Linear diophantine equations. Linear constraints. Equations.', 'Rake', 3).map((r) => r.phrase);
    expect(ranked[0]).toBe('Linear diophantine equations');
  });

  it("Yake's n-grams have 1 to 3 words and never start or end with a stop word", () => {
    const phrases = yake(analyse(TEXT), 30, { candidates: 'n-grams' }).map((r) => r.candidate.words);
    expect(phrases.length).toBeGreaterThan(10);
    expect(phrases.some((words) => words.length > 1)).toBe(true);
    phrases.forEach((words) => {
      expect(words.length).toBeLessThanOrEqual(3);
      expect(['of', 'the', 'for', 'and', 'with', 'an', 'to', 'in']).not.toContain(words[0]);
      expect(['of', 'the', 'for', 'and', 'with', 'an', 'to', 'in']).not.toContain(words[words.length - 1]);
    });
  });

  it('Yake drops a near-duplicate of a better candidate', () => {
    const similarPairs = (dedup: number) => {
      const keys = yake(analyse(TEXT), 30, { candidates: 'n-grams', dedup }).map((r) => r.candidate.words.join(' '));
      return keys.flatMap((a, i) => keys.slice(i + 1).filter((b) => levenshteinRatio(a, b) >= 0.6));
    };
    expect(similarPairs(1.01).length).toBeGreaterThan(0);
    expect(similarPairs(0.6)).toEqual([]);
  });
});

describe('benchmark protocol', () => {
  it('matches Porter-stemmed phrases exactly and counts a predicted phrase once', () => {
    expect(scoreDocument(['Ship Controls', 'ship control', 'matrix'], ['ship control', 'matrix game'])).toEqual({
      precision: 1 / 3,
      recall: 1 / 2,
      f1: 0.4,
    });
  });
});

describe('interest extraction', () => {
  it('with the Wikipedia filter keys are article titles and scores follow occurrence counts', () => {
    const result = extractInterests(TEXT, 'SingleRank', 20, true);
    const keys = result.map((r) => r.keyword);
    expect(keys).toEqual(expect.arrayContaining(['Learning analytics', 'Self-regulated learning', 'Feedback']));
    expect(result.find((r) => r.keyword === 'Learning analytics')?.score).toBe(5);
    result.forEach((r) => {
      expect(r.score).toBeGreaterThanOrEqual(1);
      expect(r.score).toBeLessThanOrEqual(5);
    });
  });

  it('a filtered extraction of 10 keywords from a research abstract keeps several keywords', () => {
    ALGORITHMS.forEach((algorithm) => expect(extractInterests(INSPEC_LIKE, algorithm, 10, true).length).toBeGreaterThanOrEqual(4));
  });

  it('the filter keeps what a title lookup keeps: titles, their longest runs and heads, research compounds; no vague word', () => {
    expect(findTitle('Learning analytics dashboards')).toMatchObject({ title: 'Learning analytics', matched: 'Learning analytics', known: true });
    expect(findTitle('educational data mining techniques')).toMatchObject({ title: 'Educational data mining', known: true });
    expect(findTitle('undergraduate students')).toMatchObject({ title: 'Student', known: true });
    expect(findTitle('Gamification')).toMatchObject({ title: 'Gamification', known: true });
    expect(findTitle('stability analysis')).toMatchObject({ title: 'Stability analysis', known: false });
    ['data', 'value', 'part', 'examples', 'conference', 'interesting thread', 'real courses', 'teaching tip', 'first-year course'].forEach(
      (phrase) => expect(findTitle(phrase), phrase).toBeUndefined(),
    );
  });

  it('for the profile (keepPhrase), the built-in list keeps the phrase itself: titles by their name, aliases and other topics as written; no vague or everyday word', () => {
    expect(keepPhrase('intelligent tutoring systems')).toMatchObject({ title: 'Intelligent tutoring system', known: true });
    expect(keepPhrase('Gamification')).toMatchObject({ title: 'Gamification', known: true });
    // an alias keeps the researcher's name, with the title's categories: not renamed to "Academic performance"
    expect(keepPhrase('student performance')).toMatchObject({ title: 'Student performance', categories: ['Educational assessment'], known: true });
    // a longer phrase stays whole, not cut to the title its words contain ("cold start", "Learning analytics", "Student")
    expect(keepPhrase('cold start knowledge tracing')).toMatchObject({ title: 'Cold start knowledge tracing', categories: ['Educational data mining', 'Student modeling'], known: false });
    expect(keepPhrase('Learning analytics dashboards')).toMatchObject({ title: 'Learning analytics dashboards', known: false });
    expect(keepPhrase('undergraduate students')).toMatchObject({ title: 'Undergraduate students', known: false });
    expect(keepPhrase('demography')).toMatchObject({ title: 'Demography', known: false });
    // "diversity" is no alias of Serendipity
    expect(keepPhrase('diversity')?.title).toBe('Diversity');
    ['data', 'value', 'part', 'examples', 'conference', 'author', 'area', 'size', 'pattern', 'framework', 'interesting thread', 'real courses', 'current study', 'www', 'img src'].forEach(
      (phrase) => expect(keepPhrase(phrase), phrase).toBeUndefined(),
    );
  });

  it('stem variants of one title merge into one keyword', () => {
    const result = extractInterests('Recommender systems and a recommender system. Recommendation systems help.', 'SingleRank', 10, true);
    expect(result.filter((r) => r.keyword === 'Recommender system')).toHaveLength(1);
  });

  it('normalises counts to 1..5 with one decimal and a floor of 1', () => {
    expect(normaliseScores([6, 4, 1])).toEqual([5, 3.3, 1]);
  });

  it('nothing usable gives an empty result', () => {
    expect(extractInterests('and the of it', 'Yake', 20, true)).toEqual([]);
  });
});

describe('similarity', () => {
  it('is 1 for identical keywords and higher for related than for unrelated ones', () => {
    expect(keywordSimilarity('Learning analytics', 'learning analytics')).toBe(1);
    expect(keywordSimilarity('learning analytics', 'learning dashboards')).toBeGreaterThan(keywordSimilarity('learning analytics', 'hashtag'));
    expect(keywordSimilarity('recommender systems', 'collaborative filtering')).toBeGreaterThan(keywordSimilarity('recommender systems', 'eye tracking'));
  });

  it('set similarity is 0 for an empty set and within 0..1 otherwise', () => {
    expect(setSimilarity([], [{ keyword: 'x' }])).toBe(0);
    const s = setSimilarity([{ keyword: 'learning analytics' }, { keyword: 'dashboard' }], [{ keyword: 'educational data mining' }]);
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThan(1);
    expect(percent(0.734512)).toBe(73.45);
  });
});
