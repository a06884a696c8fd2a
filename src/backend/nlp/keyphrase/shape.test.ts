/**
 * Keyphrases are noun phrases: on every Inspec validation abstract, no phrase an algorithm keeps
 * starts or ends with a verb where the extraction's tagger reads it, and none is one of the
 * clause fragments wink's model alone would glue into a phrase ("Results show", "data quality
 * matters", "analysis links microblogs").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRACTION_ALGORITHMS } from '@/api/user/demo-algorithms';
import extractions from '@/backend/seed/extractions.json';
import { loadKeyphrase } from '../load-keyphrase';
import { analyse, type Doc } from './analyse';
import { longestSequences } from './candidates';
import { extractKeyphrases } from '.';

const VALIDATION = [process.env.INSPEC_DIR, resolve('..', 'shared', 'data', 'inspec'), resolve('..', '..', 'shared', 'data', 'inspec')]
  .filter((dir): dir is string => typeof dir === 'string')
  .map((dir) => join(dir, 'validation.jsonl'))
  .find((file) => existsSync(file));

const VERB_TAGS = new Set(['VERB', 'AUX']);

/** Verb forms of research prose that never end a noun phrase, whatever a tagger says. */
const CLAUSE_ENDS = /\b(show|shows|showed|shown|suggests|indicates|reveals|demonstrates)$/i;
const CLAUSE_STARTS = /^(showed|shows|using|examining|investigating)\b/i;
/** The seed's texts use these words only as verbs ("has rarely examined explanations", "data quality matters more"). */
const SEED_VERBS = /^(examined|investigated)\b|\b(links|matters)\b/i;

/** The tags of every occurrence written as the phrase is, as its first and last token. */
function occurrences(doc: Doc, phrase: string) {
  const words = phrase.toLowerCase().split(/\s+/);
  const found: { first: string; last: string }[] = [];
  doc.sentences.forEach((sentence) => {
    for (let i = 0; i + words.length <= sentence.length; i += 1) {
      const span = sentence.slice(i, i + words.length);
      if (span.every((t, k) => t.lower === words[k])) found.push({ first: span[0]?.pos ?? '', last: span[span.length - 1]?.pos ?? '' });
    }
  });
  return found;
}

beforeAll(async () => {
  await loadKeyphrase();
});

describe('keyphrase shape', () => {
  it('reads the clause fragments of research prose as clauses, not as noun phrases', () => {
    const text =
      'Results show that dashboards help. Our analysis links microblogs to explanations. ' +
      'The part about data quality matters more than the model. Research on teachers has rarely examined explanations directly. ' +
      'Research on process mining has rarely examined clustering learner trajectories directly.';
    const phrases = longestSequences(analyse(text)).map((c) => c.words.join(' '));
    expect(phrases).toEqual(expect.arrayContaining(['dashboards', 'analysis', 'microblogs', 'data quality', 'explanations', 'learner trajectories']));
    phrases.forEach((phrase) => {
      expect(phrase).not.toMatch(CLAUSE_ENDS);
      expect(phrase).not.toMatch(CLAUSE_STARTS);
    });
    // Compounds whose nouns do not agree as subject and verb stay whole.
    const compounds = longestSequences(analyse('Subject matter experts rated link prediction with the data. Performance increases.')).map((c) => c.words.join(' '));
    expect(compounds).toEqual(expect.arrayContaining(['subject matter experts', 'link prediction', 'performance increases']));
  });

  it('keeps no verb at either end of a seeded extraction', () => {
    const originals = Object.values(extractions).flatMap((keywords) => keywords.flatMap((k) => k.originals));
    expect(originals.length).toBeGreaterThan(100);
    originals.forEach((phrase) => {
      expect(phrase).not.toMatch(CLAUSE_ENDS);
      expect(phrase).not.toMatch(CLAUSE_STARTS);
      expect(phrase).not.toMatch(SEED_VERBS);
    });
  });

  it.skipIf(VALIDATION === undefined)('keeps no phrase that starts or ends with a verb on the Inspec validation abstracts, in any algorithm', () => {
    const texts = readFileSync(VALIDATION ?? '', 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { title: string; abstract: string })
      .map((record) => `${record.title}. ${record.abstract}`);
    expect(texts.length).toBe(500);
    let checked = 0;
    texts.forEach((text, k) => {
      const doc = analyse(text);
      EXTRACTION_ALGORITHMS.forEach((algorithm) => {
        extractKeyphrases(text, algorithm, 10).forEach(({ phrase }) => {
          // Candidates merge the occurrences of a phrase; the one it was taken from is a noun phrase.
          const places = occurrences(doc, phrase);
          expect(places.length, `${algorithm} "${phrase}" in text ${k}`).toBeGreaterThan(0);
          const nounPhrase = places.some(({ first, last }) => !VERB_TAGS.has(first) && !VERB_TAGS.has(last));
          expect(nounPhrase, `${algorithm} "${phrase}" in text ${k}: ${JSON.stringify(places)}`).toBe(true);
          expect(phrase, `${algorithm} in text ${k}`).not.toMatch(CLAUSE_ENDS);
          expect(phrase, `${algorithm} in text ${k}`).not.toMatch(CLAUSE_STARTS);
          checked += 1;
        });
      });
    });
    expect(checked).toBeGreaterThan(30_000);
  }, 180_000);
});
