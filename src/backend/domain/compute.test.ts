import { describe, expect, it, vi } from 'vitest';

describe('interests wait for the keyphrase extraction of new texts', () => {
  it('a paper the seed did not have makes its user pending; the model loads and computes it on first need', async () => {
    // Fresh modules: the extraction of this module graph has not been loaded yet.
    vi.resetModules();
    const { db } = new (await import('../backend')).Backend();
    const { loadSeedExtractions, recomputeInterests } = await import('./compute');
    const { loadedKeyphrase } = await import('../nlp/load-keyphrase');
    await loadSeedExtractions();
    db.reset();
    expect(db.state().pendingInterests).toBeUndefined();
    const demo = db.findUserByEmail('demo@example.org');
    if (!demo) throw new Error('no demo account');
    const paper = db.state().papers.find((p) => p.user === demo.id);
    if (!paper) throw new Error('no demo paper');
    paper.abstract = 'Knowledge graphs of course prerequisites support course recommendation in learning management systems.';
    recomputeInterests(db, demo.id);
    expect(loadedKeyphrase()).toBeNull();
    expect(db.state().pendingInterests).toEqual([demo.id]);

    await Promise.all([db.pendingInterests.compute(), db.pendingInterests.compute()]);
    expect(loadedKeyphrase()).not.toBeNull();
    expect(db.state().pendingInterests).toBeUndefined();
    // the new text's topic, from this one paper, is among the interests of the paper's year
    const ofTheYear = db.state().shortTerm.filter((i) => i.user === demo.id && i.model_year === paper.year);
    expect(ofTheYear.find((i) => i.keyword === 'knowledge graph')?.paper_ids).toEqual([paper.id]);
    // The text is known now: recomputing needs no extraction.
    recomputeInterests(db, demo.id);
    expect(db.state().pendingInterests).toBeUndefined();
  });
});

describe('the profile so far, while the import extracts', () => {
  it('computes from the texts extracted so far without waiting for the rest, and is not left pending', async () => {
    vi.resetModules();
    const { db } = new (await import('../backend')).Backend();
    const { loadSeedExtractions, recomputeInterests } = await import('./compute');
    await loadSeedExtractions();
    db.reset();
    const demo = db.findUserByEmail('demo@example.org');
    if (!demo) throw new Error('no demo account');
    const paper = db.state().papers.find((p) => p.user === demo.id);
    if (!paper) throw new Error('no demo paper');
    paper.abstract = 'Knowledge graphs of course prerequisites support course recommendation in learning management systems.';
    const before = db.state().longTerm.filter((i) => i.user === demo.id).length;
    recomputeInterests(db, demo.id, undefined, { soFar: true });
    expect(db.state().pendingInterests).toBeUndefined();
    const soFar = db.state().longTerm.filter((i) => i.user === demo.id);
    expect(soFar.length).toBeGreaterThan(0);
    expect(soFar.length).toBeLessThanOrEqual(before + 1);
    // the new text is not extracted yet: none of its topics is an interest so far
    expect(soFar.map((i) => i.keyword)).not.toContain('knowledge graph');
    // without soFar the same profile waits for the text
    recomputeInterests(db, demo.id);
    expect(db.state().pendingInterests).toEqual([demo.id]);
  });
});

describe('the seeded profiles name the researchers\' topics', () => {
  // 'dashboard' is not among them: dashboards are a topic of the demo account's timeline (seed/timelines.ts)
  const GENERIC = ['data', 'student', 'value', 'part', 'examples', 'conference', 'feedback'];

  async function profile(email: string) {
    const { loadKeyphrase } = await import('../nlp/load-keyphrase');
    await loadKeyphrase();
    const { db } = new (await import('../backend')).Backend();
    db.reset();
    const user = db.findUserByEmail(email);
    const interests = db.state().longTerm.filter((i) => i.user === user?.id);
    const ranked = [...interests].sort((a, b) => b.weight - a.weight || a.id - b.id);
    return { all: interests, computed: ranked.filter((i) => i.source !== 'Manual').map((i) => i.keyword), ranked };
  }

  it("the demo account's strongest computed interests are its papers' and tweets' topics, no generic word among them", async () => {
    const { computed, ranked } = await profile('demo@example.org');
    const top = computed.slice(0, 5);
    expect(top.slice(0, 3)).toEqual(['learning analytics', 'self-regulated learning', 'data literacy']);
    expect(top).toContain('student engagement');
    GENERIC.forEach((word) => expect(top, word).not.toContain(word));
    expect(ranked[0]).toMatchObject({ keyword: 'learning analytics', weight: 5, source: 'Scholar & Twitter' });
    // Topics of fewer seeded papers are there too; no word of everyday English ("student", "teacher") is an interest.
    const topics = ['blended learning', 'formative assessment', 'open learner model', 'learning management system'];
    expect(computed).toEqual(expect.arrayContaining(topics));
    ['student', 'students', 'teacher', 'teachers'].forEach((word) => expect(computed).not.toContain(word));
    // weights are continuous: no two computed interests share one
    const weights = ranked.filter((i) => i.source !== 'Manual').map((i) => i.weight);
    expect(new Set(weights).size).toBe(weights.length);
    ['data', 'value', 'part', 'examples', 'conference', 'interesting thread', 'teaching tip', 'slides'].forEach((word) => expect(computed).not.toContain(word));
  });

  it("each computed interest keeps the numbers of its score, which add up to its weight (How does it work?, Why this interest?)", async () => {
    const { ranked } = await profile('demo@example.org');
    const computed = ranked.filter((i) => i.source !== 'Manual' && !i.set_by_hand);
    expect(computed.length).toBeGreaterThan(5);
    computed.forEach((interest) => {
      const parts = interest.score_parts;
      if (!parts) throw new Error(`no score parts for ${interest.keyword}`);
      // score = specificity × log2(1 + texts) × Σ strength × recency (two decimals each)
      expect(parts.score, interest.keyword).toBeCloseTo(parts.specificity * Math.log2(1 + parts.texts) * parts.sum, 1);
      expect(parts.texts, interest.keyword).toBe(parts.source === 'papers' ? interest.paper_ids.length : interest.tweet_ids.length);
      expect(parts.strength).toBeGreaterThanOrEqual(0.25);
      expect(parts.strength).toBeLessThanOrEqual(1);
      expect(parts.recency).toBeGreaterThan(0);
      expect(parts.recency).toBeLessThanOrEqual(1);
      // scaled 1 to 5 against the source's strongest score (a weight is kept 0.01 below the one before it)
      expect(interest.weight, interest.keyword).toBeCloseTo(Math.max(1, 1 + (4 * parts.score) / parts.top), 0);
    });
    expect(computed[0]?.score_parts?.score).toBe(computed[0]?.score_parts?.top);
  });

  it('tweets give interests through the same extraction: the tweet topics, not the words around them', async () => {
    const { all } = await profile('demo@example.org');
    const fromTweets = all.filter((i) => i.source === 'Twitter' || i.source === 'Scholar & Twitter').map((i) => i.keyword);
    expect(fromTweets).toEqual(expect.arrayContaining(['learning analytics', 'self-regulated learning', 'data literacy', 'student engagement']));
    ['comments', 'slides', 'talk', 'interesting thread', 'pointers', 'examples', 'phd position', 'real courses'].forEach((word) => expect(fromTweets).not.toContain(word));
  });

  it("every seeded researcher's top five computed interests are research phrases of their own papers", async () => {
    const expected: Record<string, string> = {
      'mateo.alvarez@example.org': 'recommender system',
      'priya.raman@example.org': 'knowledge tracing',
      'jonas.berg@example.org': 'data visualization',
      'amara.okafor@example.org': 'keyword extraction',
      'sofia.lindqvist@example.org': 'social media',
      'kenji.watanabe@example.org': 'collaborative learning',
    };
    for (const [email, topic] of Object.entries(expected)) {
      const { computed } = await profile(email);
      expect(computed.slice(0, 5), email).toContain(topic);
      GENERIC.forEach((word) => expect(computed.slice(0, 5), `${email} ${word}`).not.toContain(word));
    }
  });
});
