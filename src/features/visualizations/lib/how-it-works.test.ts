import type { LongTermInterest } from '@/api/user/schemas';
import { textWidth } from '@/components/charts/lib/label-fit';
import { heaviestInterests, linkedId, mergeGroups, mergeSentence, papersByKeyphrase, stemsOf, weightRule } from './how-it-works';
import { CAPTION_FONT_SIZE, GRAPH_FONT_SIZE, GRAPH_PHRASES, layoutMergeGraph } from './merge-graph';

function interest(keyword: string, weight: number, extra: Partial<LongTermInterest> = {}): LongTermInterest {
  return { id: weight * 10, keyword, original_keywords: [], categories: [], tweet_ids: [], papers: [], weight, source: 'Scholar', tweets: [], ...extra };
}

const paper = (id: number, title: string | null, abstract: string | null = null) => ({ id, title, abstract });

describe('papersByKeyphrase', () => {
  const papers = [
    paper(1, 'A Recommender System for MOOCs', 'We recommend courses.'),
    paper(2, 'Learning analytics dashboards', 'Dashboards that show learners their RECOMMENDERS and systems.'),
    paper(3, null, 'Open learner models, recommender-systems and learning-analytics.'),
    paper(4, 'Unrelated', null),
  ];

  it('finds a keyphrase in titles and abstracts regardless of case and inflection (by stem)', () => {
    const found = papersByKeyphrase(['Recommender Systems'], papers);
    expect(found.get('Recommender Systems')?.map((p) => p.id)).toEqual([1, 3]);
  });

  it('needs the words of a keyphrase next to each other and in order', () => {
    // paper 2 has "recommenders" and "systems", but not as the phrase
    expect(papersByKeyphrase(['recommender system'], papers).get('recommender system')?.map((p) => p.id)).toEqual([1, 3]);
    expect(papersByKeyphrase(['system recommender'], papers).get('system recommender')).toEqual([]);
  });

  it('answers every keyphrase, keeping the order of the papers, and finds nothing for an empty phrase', () => {
    const found = papersByKeyphrase(['learning analytics', 'dashboard', '', 'mooc'], papers);
    expect(found.get('learning analytics')?.map((p) => p.id)).toEqual([2, 3]);
    expect(found.get('dashboard')?.map((p) => p.id)).toEqual([2]);
    expect(found.get('')).toEqual([]);
    expect(found.get('mooc')?.map((p) => p.id)).toEqual([1]);
  });

  it('stems words and treats punctuation as a separator', () => {
    expect(stemsOf('Recommender-Systems, learning!')).toEqual(['recommend', 'system', 'learn']);
  });
});

describe('heaviestInterests', () => {
  it('keeps the 5 heaviest, heaviest first, equal weights in the order the server sent them', () => {
    const list = [interest('f', 1), interest('b', 4), interest('a', 4), interest('c', 5), interest('d', 3), interest('e', 2)];
    expect(heaviestInterests(list).map((i) => i.keyword)).toEqual(['c', 'b', 'a', 'd', 'e']);
  });
});

describe('linkedId', () => {
  it('reads null, "" and blanks as not linked', () => {
    expect(linkedId(null)).toBeNull();
    expect(linkedId('')).toBeNull();
    expect(linkedId('  ')).toBeNull();
    expect(linkedId(' 2093614 ')).toBe('2093614');
  });
});

describe('mergeGroups', () => {
  it('says merged for two or more keyphrases, kept for one, manual or none for none', () => {
    const groups = mergeGroups([
      interest('recommender system', 5, { original_keywords: ['recommender systems', 'recommender system'], original_keywords_with_weights: [{ 'recommender systems': 2 }, { 'recommender system': 4 }] }),
      interest('mooc', 4, { original_keywords: ['MOOC'] }),
      interest('open science', 3, { source: 'Manual' }),
      interest('ethics', 2),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['merged', 'kept', 'manual', 'none']);
    // heaviest keyphrase first, with its weight
    expect(groups[0]?.phrases).toEqual([
      { phrase: 'recommender system', weight: 4 },
      { phrase: 'recommender systems', weight: 2 },
    ]);
    expect(groups[1]?.phrases).toEqual([{ phrase: 'MOOC', weight: null }]);
    expect(mergeSentence('merged')).toBe('created by merging the following keywords due to a high similarity');
    expect(mergeSentence('kept')).toBe('kept as extracted');
  });
});

describe('layoutMergeGraph', () => {
  const groups = mergeGroups([
    interest('learning analytics and the very long name of an interest that cannot fit', 5, {
      original_keywords: ['learning analytics', 'learning analytic', 'analytics of learning with a long tail of words'],
      original_keywords_with_weights: [{ 'learning analytics': 5 }, { 'learning analytic': 1 }, { 'analytics of learning with a long tail of words': 2.5 }],
    }),
    interest('mooc', 3, { original_keywords: ['mooc'], original_keywords_with_weights: [{ mooc: 3 }] }),
    interest('open science', 2, { source: 'Manual' }),
    interest('many', 1, { original_keywords: Array.from({ length: GRAPH_PHRASES + 3 }, (_, i) => `phrase ${i}`) }),
  ]);

  it.each([330, 900])('fits every label into %i px and links each keyphrase to its interest', (width) => {
    const graph = layoutMergeGraph(groups, width);
    expect(graph.width).toBe(width);
    graph.phrases.forEach((phrase) => phrase.lines.forEach((line) => expect(phrase.x - textWidth(line, GRAPH_FONT_SIZE)).toBeGreaterThan(0)));
    // names are bold (a tenth wider); captions in their smaller font
    graph.interests.forEach((node) => node.lines.forEach((line) => expect(node.x + 16 + textWidth(line, GRAPH_FONT_SIZE) * 1.1).toBeLessThanOrEqual(width)));
    graph.interests.forEach((node) => node.captionLines.forEach((line) => expect(node.x + 16 + textWidth(line, CAPTION_FONT_SIZE)).toBeLessThanOrEqual(width)));
    // 3 + 1 + 0 + (8 shown + "3 more") phrases, each with one link ending at its interest
    expect(graph.phrases).toHaveLength(3 + 1 + GRAPH_PHRASES + 1);
    expect(graph.links).toHaveLength(graph.phrases.length);
    graph.links.forEach((link) => {
      const target = graph.interests[link.index];
      expect([link.x2, link.y2]).toEqual([target?.x, target?.y]);
    });
    expect(graph.phrases.at(-1)).toMatchObject({ lines: ['3 more'], more: true });
    // every node inside the drawing, rows never overlap
    const ys = graph.phrases.map((phrase) => phrase.y);
    ys.slice(1).forEach((y, index) => expect(y - (ys[index] ?? 0)).toBeGreaterThanOrEqual(20));
    [...ys, ...graph.interests.map((node) => node.y)].forEach((y) => expect(y).toBeLessThan(graph.height));
  });

  it.each([300, 340])('on a phone (%i px) wraps every label and caption between words, never cutting one mid-word', (width) => {
    const graph = layoutMergeGraph(groups, width);
    const labels = [
      ...graph.phrases.map((phrase) => ({ lines: phrase.lines, full: phrase.full })),
      ...graph.interests.map((node) => ({ lines: node.lines, full: node.full })),
      ...graph.interests.map((node) => ({ lines: node.captionLines, full: node.caption })),
    ];
    for (const { lines, full } of labels) {
      const text = lines.join(' ').replace(/-\s/g, '');
      if (text.endsWith(' …')) {
        const kept = text.slice(0, -2);
        expect(full.startsWith(kept) && full[kept.length] === ' ').toBe(true);
      } else expect(text).toBe(full);
    }
    expect(graph.interests.map((node) => node.captionLines.join(' '))).toEqual(['merged from 3', 'kept as extracted', 'added manually', `merged from ${GRAPH_PHRASES + 3}`]);
  });

  it('wraps long names onto lines but keeps the full text, and draws heavier keyphrases with thicker links', () => {
    const graph = layoutMergeGraph(groups, 330);
    const long = graph.phrases.find((phrase) => phrase.full.startsWith('analytics of learning'));
    expect(long?.lines.length).toBe(2);
    expect(graph.interests[0]?.full).toBe('learning analytics and the very long name of an interest that cannot fit');
    expect(graph.interests[0]?.lines.length).toBeLessThanOrEqual(3);
    expect(graph.interests.map((node) => node.caption)).toEqual(['merged from 3', 'kept as extracted', 'added manually', `merged from ${GRAPH_PHRASES + 3}`]);
    const [heavy, light] = [graph.links[0], graph.links[2]];
    expect(heavy?.width).toBeGreaterThan(light?.width ?? Infinity);
  });

  it('lays out the same input the same way', () => {
    expect(layoutMergeGraph(groups, 600)).toEqual(layoutMergeGraph(groups, 600));
  });
});

describe('weightRule', () => {
  const parts = { source: 'papers', texts: 3, strength: 0.83, recency: 0.65, sum: 1.62, specificity: 1, score: 3.24, top: 3.85 } as const;

  it("states the built-in backend's score in one sentence with the interest's own numbers", () => {
    expect(weightRule({ weight: 4.37, source: 'Scholar', score_parts: parts }, [{ weight: 4.7 }])).toBe(
      'Weight 4.37: score = specificity × log2(1 + papers) × Σ strength × recency = 1 × 2 × 1.62 = 3.24, as 3 of your papers mention it with a mean strength of 0.83 ' +
        '(1 where a title names it, 0.5 to 1 where it is one of a paper’s key phrases, 0.25 for a mention) and a mean recency of 0.65 (1 for this year, less for older ones), ' +
        'scaled so that your strongest interest (score 3.85) weighs 5 and none less than 1.',
    );
    const fromPosts = weightRule({ weight: 2.1, source: 'Twitter', score_parts: { ...parts, source: 'posts', texts: 1, specificity: 0.25 } }, [], 'posts');
    expect(fromPosts).toMatch(/^Weight 2\.1: score = specificity × log2\(1 \+ posts\) × Σ strength × recency = 0\.25 × 1 × 1\.62 = 3\.24, as 1 of your posts mention it /);
    expect(fromPosts).not.toContain('title');
  });

  it("from a RIMA server says only what the server reports, and says when the user set the weight", () => {
    const phrases = [{ weight: 4.7 }, { weight: 1.9 }, { weight: null }, { weight: 1 }];
    expect(weightRule({ weight: 5, source: 'Scholar' }, phrases)).toBe('Weight 5, as the server computed it; the keyphrases merged into it weigh 4.7, 1.9 and 1.');
    expect(weightRule({ weight: 2, source: 'Scholar' }, [{ weight: null }])).toBe('Weight 2, as the server computed it from your texts.');
    expect(weightRule({ weight: 4, source: 'Scholar', weight_set_by_hand: true, score_parts: parts }, phrases)).toBe('You set this weight to 4: regenerating the profile keeps it.');
    expect(weightRule({ weight: 3, source: 'Manual' }, [])).toBe('You added this interest with weight 3: regenerating the profile keeps it.');
  });
});
