/**
 * Text analysis for keyphrase extraction: sentences, tokens and Universal part-of-speech tags from
 * wink-nlp with its English web model (MIT; the model ships inside the npm package, nothing is
 * downloaded), Porter stems and lower-case forms. Loaded only through the dynamic import of this
 * folder, never with the first page.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { porterStem } from '@/lib/porter';
import { CONCEPT_FORMS } from '../concepts';
import { STOPWORDS } from './stopwords';
import { VOCABULARY } from './vocabulary';

export type Tok = {
  /** as written */
  text: string;
  lower: string;
  stem: string;
  /** Universal POS tag (NOUN, PROPN, ADJ, VERB, PUNCT, ...) */
  pos: string;
  sentence: number;
  /** position among all tokens of the text (punctuation included), as pke's offsets */
  index: number;
  stop: boolean;
  /** alphanumeric (hyphens allowed inside), so a candidate word */
  word: boolean;
};

export type Doc = { tokens: Tok[]; sentences: Tok[][] };

let nlp: ReturnType<typeof winkNLP> | null = null;

function tagger() {
  nlp ??= winkNLP(model, ['sbd', 'pos']);
  return nlp;
}

const WORD = /^[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*$/u;

const MODIFIERS = new Set(['NOUN', 'PROPN', 'ADJ']);

/**
 * Research terms of the shipped vocabulary and encyclopedia (two to four words, no stop word), as
 * stem sequences: their words belong to one noun phrase whatever the tagger says ("interest/VERB
 * modeling/VERB" in "how interest modeling works", "Learning/VERB Analytics" at a sentence start).
 */
const TERMS = (() => {
  const terms = new Set<string>();
  [...VOCABULARY, ...CONCEPT_FORMS].forEach((term) => {
    const words = term.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length < 2 || words.length > 4 || words.some((w) => STOPWORDS.has(w) || !WORD.test(w))) return;
    terms.add(words.map((w) => porterStem(w)).join(' '));
  });
  return terms;
})();

type Tagged = { value: string; pos: string };

/**
 * Verbs of research prose that wink's model tags as nouns after a noun ("Results/NOUN show/NOUN
 * that", "data quality matters/NOUN more", "our analysis links/NOUN microblogs to"), which glues
 * a clause into one noun phrase. Base forms; the third person adds -s or -es.
 */
const CLAUSE_VERBS = new Set(
  `show matter link suggest indicate reveal demonstrate help remain lead need seem appear highlight confirm affect improve
  increase reduce support require enable allow outperform differ depend vary shape drive explain emerge predict mean make
  take add yield provide offer raise pose benefit hinder foster motivate`
    .split(/\s+/)
    .filter(Boolean),
);

/** Tags after which a clause goes on (an object, a complement, "that", "to", an adverb). */
const CLAUSE_CONTINUES = new Set(['DET', 'ADP', 'SCONJ', 'PRON', 'ADV', 'ADJ', 'NUM', 'PART', 'NOUN', 'PROPN']);

const looksPlural = (lower: string) => /[^su]s$/.test(lower) && !lower.endsWith('is');

/**
 * A word tagged as a noun that is the verb of a clause: one of CLAUSE_VERBS, right after a noun it
 * agrees with as a verb (a plural noun before the base form: "results show"; a singular one before
 * the -s form: "quality matters", "analysis links"; any noun when an article or "that" follows),
 * and followed by more of the clause rather than
 * by punctuation, a conjunction or an auxiliary ("performance increases." stays a noun). A
 * compound whose nouns do not agree so ("subject matter", "link prediction") is left as it is.
 */
/**
 * "examined clustering learner trajectories", "those using plausible reasoning": an -ing word right
 * after a verb or a relative pronoun, before a noun or adjective, is a verb with its object.
 */
function isGerundWithObject(tokens: Tagged[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (!t || !isWord(t) || !MODIFIERS.has(t.pos) || !/^.{2,}ing$/.test(t.value.toLowerCase()) || /thing$/i.test(t.value)) return false;
  const opens = isWord(prev) && (prev.pos === 'VERB' || ['those', 'who', 'which'].includes(prev.value.toLowerCase()));
  return opens && isWord(next) && MODIFIERS.has(next.pos);
}

function isClauseVerb(tokens: Tagged[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (!t || !isWord(t) || (t.pos !== 'NOUN' && t.pos !== 'PROPN')) return false;
  if (!isWord(prev) || (prev.pos !== 'NOUN' && prev.pos !== 'PROPN')) return false;
  if (!isWord(next) || !CLAUSE_CONTINUES.has(next.pos)) return false;
  const lower = t.value.toLowerCase();
  const subjectPlural = looksPlural(prev.value.toLowerCase());
  // an article or "that" after the word only follows a verb ("results using the test model show a gain")
  const object = next.pos === 'DET' || next.pos === 'SCONJ' || next.value.toLowerCase() === 'that';
  if (CLAUSE_VERBS.has(lower)) return subjectPlural || object;
  const base = lower.endsWith('es') && CLAUSE_VERBS.has(lower.slice(0, -2)) ? lower.slice(0, -2) : lower.slice(0, -1);
  return lower.endsWith('s') && CLAUSE_VERBS.has(base) && (!subjectPlural || object);
}

/** Tags of a word that can be the subject of a following verb ("we collected data", "the dashboard reported"). */
const SUBJECTS = new Set(['NOUN', 'PROPN', 'PRON']);

/** Words wink may tag as pronouns that stand before a noun phrase, not as its subject ("this proposed technique"). */
const DETERMINERS = new Set(['this', 'that', 'these', 'those', 'our', 'their', 'its', 'my', 'your', 'his', 'her', 'whose']);

const isWord = (t: Tagged | undefined): t is Tagged => t !== undefined && WORD.test(t.value);

/**
 * Corrects the tags of participles inside noun phrases (wink's model tags "Learning" in "Learning
 * analytics dashboards" and "embedded" in "embedded systems" as verbs, which splits the phrase):
 * the words of a research term of the vocabulary are nouns and adjectives; a past participle
 * before a noun or adjective is an adjective ("embedded systems") unless a noun or pronoun precedes
 * it, which makes it the verb of that subject ("we collected data"); a present participle after an
 * adjective, or after a capitalised word in title case ("Collaborative Learning"), is a noun. A
 * present participle before a noun stays a verb unless a term says otherwise: as a general rule
 * it measured 1.4 points lower on Inspec validation ("using", "providing", "solving" start verb
 * phrases far more often than terms). On Inspec validation the rules raised F@10 of every graph
 * method and of Yake by 0.4 to 1.1 points.
 */
function retag(tokens: Tagged[]) {
  const stems = tokens.map((t) => (isWord(t) ? porterStem(t.value.toLowerCase()) : ''));
  const inTerm = new Set<number>();
  for (let i = 0; i < tokens.length; i += 1) {
    for (let size = 4; size >= 2; size -= 1) {
      const span = stems.slice(i, i + size);
      if (span.length < size || span.some((stem) => stem === '') || !TERMS.has(span.join(' '))) continue;
      for (let k = i; k < i + size; k += 1) {
        inTerm.add(k);
        const t = tokens[k] as Tagged;
        if (!MODIFIERS.has(t.pos)) t.pos = k === i + size - 1 ? 'NOUN' : 'ADJ';
      }
      i += size - 1;
      break;
    }
  }
  const capital = (v: string) => /^[A-Z]/.test(v);
  tokens.forEach((t, i) => {
    if (isClauseVerb(tokens, i) || (!inTerm.has(i) && isGerundWithObject(tokens, i))) t.pos = 'VERB';
    if (t.pos !== 'VERB' || !isWord(t)) return;
    const lower = t.value.toLowerCase();
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    const beforePrev = tokens[i - 2];
    // "has rarely examined explanations", "was used": a participle after an auxiliary is a verb
    const afterAuxiliary = prev?.pos === 'AUX' || (prev?.pos === 'ADV' && beforePrev?.pos === 'AUX');
    const afterSubject = afterAuxiliary || (isWord(prev) && SUBJECTS.has(prev.pos) && !DETERMINERS.has(prev.value.toLowerCase()));
    if (lower.length >= 5 && lower.endsWith('ed') && !afterSubject && isWord(next) && MODIFIERS.has(next.pos)) t.pos = 'ADJ';
    else if (lower.length >= 5 && lower.endsWith('ing') && isWord(prev) && (prev.pos === 'ADJ' || (MODIFIERS.has(prev.pos) && capital(prev.value) && capital(t.value)))) {
      t.pos = 'NOUN';
    }
  });
}

export function analyse(text: string): Doc {
  const engine = tagger();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const tokens: Tok[] = [];
  const sentences: Tok[][] = [];
  doc.sentences().each((sentence, k) => {
    const values = sentence.tokens().out(its.value);
    const tags = sentence.tokens().out(its.pos);
    const spaces = sentence.tokens().out(its.precedingSpaces);
    // Hyphenated compounds the tokeniser split ("closed - loop") become one word again: a noun when
    // their last part is a noun, else an adjective.
    const merged: { value: string; pos: string }[] = [];
    for (let i = 0; i < values.length; i += 1) {
      const value = values[i] ?? '';
      const previous = merged[merged.length - 1];
      const next = values[i + 1];
      if (value === '-' && previous && next !== undefined && spaces[i] === '' && spaces[i + 1] === '' && WORD.test(previous.value) && WORD.test(next)) {
        const nextTag = tags[i + 1] ?? 'X';
        previous.value = `${previous.value}-${next}`;
        previous.pos = nextTag === 'NOUN' || nextTag === 'PROPN' ? 'NOUN' : 'ADJ';
        i += 1;
        continue;
      }
      merged.push({ value, pos: tags[i] ?? 'X' });
    }
    retag(merged);
    const list: Tok[] = [];
    merged.forEach(({ value, pos }) => {
      const lower = value.toLowerCase();
      const tok: Tok = {
        text: value,
        lower,
        stem: porterStem(lower),
        pos,
        sentence: k,
        index: tokens.length,
        stop: STOPWORDS.has(lower),
        word: WORD.test(value),
      };
      tokens.push(tok);
      list.push(tok);
    });
    sentences.push(list);
  });
  return { tokens, sentences };
}
