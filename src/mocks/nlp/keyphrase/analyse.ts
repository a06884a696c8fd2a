/**
 * Text analysis for keyphrase extraction: sentences, tokens and Universal part-of-speech tags from
 * wink-nlp with its English web model (MIT; the model ships inside the npm package, nothing is
 * downloaded), Porter stems and lower-case forms. Loaded only through the dynamic import of this
 * folder, never with the first page.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { porterStem } from '../porter';
import { STOPWORDS } from './stopwords';

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
