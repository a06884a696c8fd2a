/**
 * Fitting axis labels without a browser: an estimate of a label's width, and wrapping onto a few
 * lines (cut with "…" after a whole word only past the last line). The full text is always in the chart's tooltip and
 * in its hidden table of values.
 */

/** Font size of every axis label (px). */
export const LABEL_FONT_SIZE = 12;

/** Width (em) of an ordinary character. */
const ORDINARY_EM = 0.62;

/** Width (em) of the characters that differ from an ordinary one: capitals and digits, then wide, then narrow ones (a narrow capital is narrow). */
const CHARACTER_EM = new Map<string, number>([
  ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#&'].map((char): [string, number] => [char, 0.7]),
  ...[...'mwMW@%'].map((char): [string, number] => [char, 0.92]),
  ...[..."ilj.,:;'|!()[]fIt "].map((char): [string, number] => [char, 0.34]),
]);

/**
 * Approximate rendered width of a label in a sans-serif font (px): narrow, wide and ordinary
 * characters weigh differently. Good enough to decide where to wrap. A table lookup per character:
 * wrapping measures growing prefixes, so this runs many times per label of every chart drawn.
 */
export function textWidth(text: string, fontSize = LABEL_FONT_SIZE): number {
  let em = 0;
  for (const char of text) em += CHARACTER_EM.get(char) ?? ORDINARY_EM;
  return em * fontSize;
}

/**
 * `text` cut after its last whole word that fits `maxWidth` with a closing "…" (never inside a word;
 * only a first word wider than the line is cut inside it, with the "…").
 */
function cutToFit(text: string, maxWidth: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const room = maxWidth - textWidth('…', fontSize);
  let kept = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = kept === '' ? word : `${kept} ${word}`;
    if (textWidth(candidate, fontSize) > room) break;
    kept = candidate;
  }
  if (kept !== '') return `${kept}…`;
  let cut = '';
  for (const char of text) {
    if (textWidth(cut + char, fontSize) > room) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}

/**
 * The label as lines of at most `maxWidth` px, broken between words; a word longer than a line is
 * broken inside with a hyphen. At most `maxLines`: the last line ends with "…" after its last whole
 * word when text is left over.
 */
export function wrapLabel(text: string, maxWidth: number, maxLines = 2, fontSize = LABEL_FONT_SIZE): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const push = (line: string) => {
    lines.push(line);
  };
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current !== '') push(current);
    // a word wider than a line is broken inside: after a hyphen of its own where one fits ("self-" /
    // "regulated"), else with a hyphen added
    let rest = word;
    while (textWidth(rest, fontSize) > maxWidth && lines.length < maxLines) {
      const ownHyphen = rest.lastIndexOf('-', rest.length - 2);
      if (ownHyphen > 0 && textWidth(rest.slice(0, ownHyphen + 1), fontSize) <= maxWidth) {
        push(rest.slice(0, ownHyphen + 1));
        rest = rest.slice(ownHyphen + 1);
        continue;
      }
      let head = '';
      for (const char of rest) {
        if (textWidth(`${head}${char}-`, fontSize) > maxWidth) break;
        head += char;
      }
      if (head === '') head = Array.from(rest)[0] ?? '';
      push(`${head}-`);
      rest = rest.slice(head.length);
    }
    current = rest;
  }
  if (current !== '') push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = `${kept[maxLines - 1] ?? ''} ${lines.slice(maxLines).join(' ')}`;
  kept[maxLines - 1] = cutToFit(last, maxWidth, fontSize);
  return kept;
}

/** Room between a category label and its bar: the tick mark and a gap (px). */
export const CATEGORY_LABEL_GAP = 14;

/** The most of a narrow chart a category axis takes so that its longest word stays whole. */
const WHOLE_WORD_SHARE = 0.5;

/**
 * Width of a category axis beside horizontal bars (px): as wide as the widest name needs, but at most
 * `share` of the chart (and at most `max`), so that the bars keep room; longer names wrap (wrapLabel).
 * On a narrow chart it grows up to half the chart where that keeps its longest word whole ("self-regulated").
 */
export function categoryAxisWidth(names: readonly string[], chartWidth: number, share = 0.4, max = 240): number {
  const widest = Math.max(0, ...names.map((name) => textWidth(name)));
  const widestWord = Math.max(0, ...names.flatMap((name) => name.split(/\s+/).map((word) => textWidth(word))));
  const wholeWord = widestWord + CATEGORY_LABEL_GAP <= chartWidth * WHOLE_WORD_SHARE ? widestWord + CATEGORY_LABEL_GAP : 0;
  const room = Math.min(max, Math.max(80, chartWidth * share, wholeWord));
  return Math.ceil(Math.min(room, widest + CATEGORY_LABEL_GAP));
}
