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
    const list: Tok[] = [];
    values.forEach((value, i) => {
      const lower = value.toLowerCase();
      const tok: Tok = {
        text: value,
        lower,
        stem: porterStem(lower),
        pos: tags[i] ?? 'X',
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
