/**
 * Martin Porter's stemmer (1980, "An algorithm for suffix stripping"), the original algorithm as in
 * NLTK's ORIGINAL_ALGORITHM mode and in the keyphrase benchmarks' protocol. Input is lower-cased.
 */

function isConsonant(word: string, i: number): boolean {
  const ch = word[i];
  if (ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u') return false;
  if (ch === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** m, the number of VC sequences in the stem word[0..end). */
function measure(word: string, end: number): number {
  let m = 0;
  let i = 0;
  while (i < end && isConsonant(word, i)) i += 1;
  while (i < end) {
    while (i < end && !isConsonant(word, i)) i += 1;
    if (i >= end) break;
    while (i < end && isConsonant(word, i)) i += 1;
    m += 1;
  }
  return m;
}

function hasVowel(word: string, end: number): boolean {
  for (let i = 0; i < end; i += 1) if (!isConsonant(word, i)) return true;
  return false;
}

function doubleConsonant(word: string, end: number): boolean {
  return end >= 2 && word[end - 1] === word[end - 2] && isConsonant(word, end - 1);
}

/** *o: the stem ends cvc where the last c is not w, x or y. */
function cvc(word: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(word, end - 1) || isConsonant(word, end - 2) || !isConsonant(word, end - 3)) return false;
  const last = word[end - 1];
  return last !== 'w' && last !== 'x' && last !== 'y';
}

/** Replaces `suffix` by `replacement` when the stem before it has measure > `minMeasure`. */
function replaceIf(word: string, suffix: string, replacement: string, minMeasure: number): string | null {
  if (!word.endsWith(suffix)) return null;
  const stemEnd = word.length - suffix.length;
  return measure(word, stemEnd) > minMeasure ? word.slice(0, stemEnd) + replacement : word;
}

const STEP2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['abli', 'able'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'],
];
const STEP3: [string, string][] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

function firstMatch(word: string, rules: [string, string][], minMeasure: number): string {
  // Longest matching suffix decides (the rules are disjoint except for prefixes handled by order).
  let best: [string, string] | undefined;
  for (const rule of rules) if (word.endsWith(rule[0]) && (!best || rule[0].length > best[0].length)) best = rule;
  if (!best) return word;
  return replaceIf(word, best[0], best[1], minMeasure) ?? word;
}

const cache = new Map<string, string>();

export function porterStem(input: string): string {
  const cached = cache.get(input);
  if (cached !== undefined) return cached;
  let w = input.toLowerCase();
  if (w.length <= 2) {
    cache.set(input, w);
    return w;
  }
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    // unchanged
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (doubleConsonant(w, w.length) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && cvc(w, w.length)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  // Steps 2 and 3
  w = firstMatch(w, STEP2, 0);
  w = firstMatch(w, STEP3, 0);
  // Step 4
  let suffix4: string | undefined;
  for (const s of STEP4) if (w.endsWith(s) && (!suffix4 || s.length > suffix4.length)) suffix4 = s;
  if (suffix4) {
    const end = w.length - suffix4.length;
    if (measure(w, end) > 1) {
      if (suffix4 !== 'ion' || /[st]$/.test(w.slice(0, end))) w = w.slice(0, end);
    }
  }
  // Step 5a
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !cvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  // Step 5b
  if (measure(w, w.length) > 1 && doubleConsonant(w, w.length) && w.endsWith('l')) w = w.slice(0, -1);
  cache.set(input, w);
  return w;
}
