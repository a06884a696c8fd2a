/**
 * Keyword similarity for the mock backend, standing in for word embeddings: each keyword becomes a
 * sparse vector of its stemmed words, its character trigrams and the research themes its words
 * belong to; keyword pairs compare by cosine. Sets compare by the cosine of their summed vectors
 * (WordEmbedding, like averaging embeddings) or by the mean best match of each keyword
 * (WikiLinkMeasure, like pairing linked articles).
 */
import { stem } from './text';

const THEMES: Record<string, string[]> = {
  education: ['learning', 'learner', 'student', 'course', 'education', 'educational', 'teacher', 'teaching', 'mooc', 'tutoring', 'curriculum', 'classroom', 'school', 'university', 'academic', 'instructional', 'study'],
  analytics: ['analytics', 'analytic', 'dashboard', 'data', 'mining', 'metric', 'indicator', 'log', 'trace', 'monitoring', 'statistic'],
  assessment: ['assessment', 'feedback', 'grade', 'grading', 'rubric', 'scoring', 'essay', 'exam', 'performance', 'formative', 'peer'],
  regulation: ['self-regulated', 'regulation', 'metacognition', 'reflection', 'motivation', 'engagement', 'goal', 'planning', 'awareness'],
  recommendation: ['recommender', 'recommendation', 'recommending', 'filtering', 'collaborative', 'personalization', 'personalized', 'ranking', 'rating', 'preference', 'cold', 'matrix', 'factorization', 'serendipity', 'diversity'],
  explanation: ['explanation', 'explainable', 'transparency', 'transparent', 'trust', 'interpretability', 'scrutability', 'control', 'justification', 'accountability'],
  visualization: ['visualization', 'visualisation', 'visual', 'chart', 'graph', 'interface', 'interactive', 'dashboard', 'map', 'display'],
  language: ['language', 'text', 'keyword', 'keyphrase', 'extraction', 'topic', 'embedding', 'semantic', 'word', 'corpus', 'linguistic', 'wikipedia', 'writing', 'essay', 'sentiment'],
  social: ['twitter', 'social', 'media', 'tweet', 'network', 'community', 'hashtag', 'microblog', 'follower', 'forum', 'discussion'],
  modeling: ['model', 'modeling', 'modelling', 'user', 'interest', 'profile', 'profiling', 'knowledge', 'tracing', 'student'],
  ml: ['machine', 'deep', 'neural', 'prediction', 'predictive', 'classification', 'clustering', 'regression', 'algorithm', 'training', 'embedding'],
  collaboration: ['collaborative', 'collaboration', 'group', 'peer', 'cscl', 'discussion', 'cooperation', 'team'],
  hci: ['user', 'usability', 'experience', 'interaction', 'interface', 'human', 'participant', 'evaluation', 'study'],
};

const THEMES_BY_STEM = new Map<string, string[]>();
Object.entries(THEMES).forEach(([theme, words]) =>
  words.forEach((word) => {
    const key = stem(word);
    THEMES_BY_STEM.set(key, [...(THEMES_BY_STEM.get(key) ?? []), theme]);
  }),
);

type Vector = Map<string, number>;

function normalise(keyword: string): string {
  return keyword.toLowerCase().replace(/[^a-z0-9\u00C0-\u024F\s-]/g, ' ').replace(/\s+/g, ' ').trim();
}

function vectorOf(keyword: string): Vector {
  const v: Vector = new Map();
  const add = (key: string, w: number) => v.set(key, (v.get(key) ?? 0) + w);
  const text = normalise(keyword);
  const words = text.split(/[\s-]+/).filter(Boolean);
  words.forEach((word) => {
    const s = stem(word);
    add(`w:${s}`, 1);
    (THEMES_BY_STEM.get(s) ?? []).forEach((theme) => add(`t:${theme}`, 0.45));
  });
  const padded = ` ${text} `;
  for (let i = 0; i + 3 <= padded.length; i += 1) add(`c:${padded.slice(i, i + 3)}`, 0.12);
  return unit(v);
}

function unit(v: Vector): Vector {
  const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  if (norm === 0) return v;
  const out: Vector = new Map();
  v.forEach((x, k) => out.set(k, x / norm));
  return out;
}

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  small.forEach((x, k) => (dot += x * (large.get(k) ?? 0)));
  return dot;
}

/** Similarity of two keywords, 0..1 (1 for the same keyword). */
export function keywordSimilarity(a: string, b: string): number {
  if (normalise(a) === '' || normalise(b) === '') return 0;
  if (normalise(a) === normalise(b)) return 1;
  return Math.max(0, Math.min(1, cosine(vectorOf(a), vectorOf(b))));
}

/** Similarity of two keyword sets, 0..1; 0 when either is empty. Weights scale each keyword's vector. */
export function setSimilarity(
  first: { keyword: string; weight?: number }[],
  second: { keyword: string; weight?: number }[],
  algorithm: 'WordEmbedding' | 'WikiLinkMeasure' = 'WordEmbedding',
): number {
  const a = first.filter((k) => normalise(k.keyword) !== '');
  const b = second.filter((k) => normalise(k.keyword) !== '');
  if (a.length === 0 || b.length === 0) return 0;
  if (algorithm === 'WikiLinkMeasure') {
    const best = (from: typeof a, to: typeof b) =>
      from.reduce((sum, k) => sum + Math.max(...to.map((o) => keywordSimilarity(k.keyword, o.keyword))), 0) / from.length;
    return (best(a, b) + best(b, a)) / 2;
  }
  const sum = (list: typeof a): Vector => {
    const total: Vector = new Map();
    list.forEach((k) => vectorOf(k.keyword).forEach((x, key) => total.set(key, (total.get(key) ?? 0) + x * (k.weight ?? 1))));
    return unit(total);
  };
  return Math.max(0, Math.min(1, cosine(sum(a), sum(b))));
}

/** 0..100 with two decimals; the integer 0 when nothing compares. */
export function percent(value: number): number {
  const rounded = Math.round(value * 10000) / 100;
  return rounded > 0 ? rounded : 0;
}
