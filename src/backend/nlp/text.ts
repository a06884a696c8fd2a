/**
 * Tokenisation, stop words and a light stemmer for the built-in backend's word matching (tweet scores, keyword
 * similarity, the encyclopedia's look-up). Keyphrase extraction has its own analysis (keyphrase/).
 */

const STOP_WORDS_LIST =
  `a about above after again against all also although am among an and any are as at be because been before being below
  between both but by can could did do does doing down during each either etc few for from further had has have having he her
  here hers him his how however i if in into is it its itself just may me might more most much must my neither no nor not now
  of off on once only or other our ours out over own per rather same she should since so some such than that the their theirs
  them then there these they this those through thus to too under until up upon us very via was we were what when where whether
  which while who whom whose why will with within without would yet you your new one two three four five many several often
  well based using used use uses show shows shown showed find finds found present presents presented propose proposes proposed
  paper papers study studies work article results result approach approaches method methods discuss discusses report reports
  reported examine examines examined investigate investigates investigated describe describes explore explores explored analyse
  analyses analyze analyzes analysed analyzed suggest suggests suggested provide provides provided compare compares compared
  across make makes made help helps helped get gets got take takes like just really great today week love looking next new
  read reading thanks thank still first last good better best let lets want need needs know think year years day days way ways
  here's it's we're i'm don't can't what's that's give gives given plan plans matter matters allow allows enable enables
  support supports improve improves increase increases reduce reduces lead leads offer offers become becomes remain remains
  include includes including require requires seem seems appear appears share shares build builds try tries keep keeps
  turn turns run runs see sees seen look looks feel feels go goes going come comes came says said ask asks asked`;

export const STOP_WORDS: ReadonlySet<string> = new Set(STOP_WORDS_LIST.split(/\s+/).filter(Boolean));

export type Token = {
  /** the word as written */
  text: string;
  lower: string;
  stem: string;
  /** index among all word tokens of the text */
  index: number;
  sentence: number;
  /** a content word: alphabetic, not a stop word, at least two letters */
  content: boolean;
  /** the next token is separated by punctuation (phrases never cross it) */
  breakAfter: boolean;
};

/** A light English stemmer: enough to merge plural and simple verb forms. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

/** Splits text into word tokens with sentence numbers and punctuation breaks. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /([A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F0-9'’-]*|\d+(?:\.\d+)?)|([.!?;:]+(?=\s|$)|[,()[\]{}"“”|/\\]+|[#@]\w+|https?:\/\/\S+)/g;
  let sentence = 0;
  let match: RegExpExecArray | null;
  while ((match = re.exec(text)) !== null) {
    const word = match[1];
    const last = tokens[tokens.length - 1];
    if (word === undefined) {
      const mark = match[2] ?? '';
      if (last) last.breakAfter = true;
      if (/^[.!?]/.test(mark)) sentence += 1;
      continue;
    }
    const cleaned = word.replace(/['’]s$/i, '').replace(/-+$/, '');
    const lower = cleaned.toLowerCase();
    const alphabetic = /^[a-z\u00C0-\u024F][a-z\u00C0-\u024F-]*$/.test(lower);
    tokens.push({
      text: cleaned,
      lower,
      stem: stem(lower),
      index: tokens.length,
      sentence,
      content: alphabetic && lower.length >= 2 && !STOP_WORDS.has(lower),
      breakAfter: false,
    });
  }
  return tokens;
}

/** How often a phrase occurs literally (case-insensitive, on word boundaries) in the text. */
export function countOccurrences(text: string, phrase: string): number {
  const escaped = phrase
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  if (escaped === '') return 0;
  const re = new RegExp(`(^|[^A-Za-z0-9\u00C0-\u024F])${escaped}(?=$|[^A-Za-z0-9\u00C0-\u024F])`, 'gi');
  return text.match(re)?.length ?? 0;
}
