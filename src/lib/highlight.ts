import { porterStem } from './porter';

/** A piece of a text: `match` when it is one of the phrases looked for; `phrase` names which one. */
export type Segment = { text: string; match: boolean; phrase?: string };

/** A word of the text: letters and digits (apostrophes inside a word belong to it). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** What may stand between two words of one phrase: spaces and hyphens, nothing else. */
const JOINER = /^[\s\-‐‑–]+$/u;

type Token = { start: number; end: number; lower: string; stem: string };

function stemOf(lower: string): string {
  return porterStem(lower.replace(/['’]s$/u, ''));
}

function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const lower = match[0].toLowerCase();
    found.push({ start: match.index, end: match.index + match[0].length, lower, stem: stemOf(lower) });
  }
  return found;
}

/** A phrase as words: each matches a word of the text with the same letters or the same stem. */
type Pattern = { phrase: string; words: { lower: string; stem: string }[] };

function wordMatches(token: Token, word: { lower: string; stem: string }): boolean {
  return token.lower === word.lower || token.stem === word.stem;
}

/**
 * `text` split into segments, the occurrences of `phrases` marked: matched case-insensitively, word
 * by word, a word also matching another form with the same Porter stem ("dashboard" finds
 * "Dashboards", "learning analytics" finds "Learning-Analytics"). Where phrases overlap, the longest
 * starting first wins. Linear in the text's length (a 1 MB abstract splits in well under a second).
 * Each marked segment names the phrase (as given) that matched it, so a caller can tell the marks
 * apart (e.g. colour each by its phrase's interest).
 * The segments are plain text: the caller renders them as text nodes, never as markup.
 */
export function highlight(text: string, phrases: readonly string[]): Segment[] {
  if (text === '') return [];
  const patterns = new Map<string, Pattern[]>();
  for (const phrase of phrases) {
    const words = tokens(phrase).map(({ lower, stem }) => ({ lower, stem }));
    const first = words[0];
    if (!first) continue;
    const list = patterns.get(first.stem) ?? [];
    list.push({ phrase, words });
    patterns.set(first.stem, list);
  }
  // longest first, so that "learning analytics" wins over "learning"
  for (const list of patterns.values()) list.sort((a, b) => b.words.length - a.words.length);

  const found = tokens(text);
  const ranges: { start: number; end: number; phrase: string }[] = [];
  let i = 0;
  while (i < found.length) {
    const token = found[i]!;
    const candidates = patterns.get(token.stem) ?? [];
    let matched = 0;
    let phrase = '';
    for (const pattern of candidates) {
      if (matchesAt(text, found, i, pattern)) {
        matched = pattern.words.length;
        phrase = pattern.phrase;
        break;
      }
    }
    if (matched > 0) {
      ranges.push({ start: token.start, end: found[i + matched - 1]!.end, phrase });
      i += matched;
    } else {
      i += 1;
    }
  }

  const segments: Segment[] = [];
  let at = 0;
  const push = (piece: string, phrase: string | null) => {
    if (piece === '') return;
    const last = segments[segments.length - 1];
    // two neighbouring matches separated by nothing stay two marks; plain text is one segment
    if (last && !last.match && phrase === null) last.text += piece;
    else segments.push(phrase === null ? { text: piece, match: false } : { text: piece, match: true, phrase });
  };
  for (const range of ranges) {
    push(text.slice(at, range.start), null);
    push(text.slice(range.start, range.end), range.phrase);
    at = range.end;
  }
  push(text.slice(at), null);
  return segments;
}

function matchesAt(text: string, found: readonly Token[], index: number, pattern: Pattern): boolean {
  for (let k = 0; k < pattern.words.length; k += 1) {
    const token = found[index + k];
    const word = pattern.words[k]!;
    if (!token || !wordMatches(token, word)) return false;
    if (k > 0 && !JOINER.test(text.slice(found[index + k - 1]!.end, token.start))) return false;
  }
  return true;
}
