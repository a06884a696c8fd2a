import { textWidth } from '@/components/charts/lib/label-fit';
import type { MergeGroup, MergeKind } from './how-it-works';

/** Most keyphrases drawn (and listed) per interest; the rest are counted ("3 more"). */
export const GRAPH_PHRASES = 8;

export const GRAPH_FONT_SIZE = 12;
const ROW = 26;
const GROUP_GAP = 16;
const PAD = 6;
/** room between a node and its label */
const LABEL_GAP = 10;
export const LINE_HEIGHT = 15;
/** Font size of an interest's caption ("merged from 5") */
export const CAPTION_FONT_SIZE = 11;
/** Bold text (the interest names) is about a tenth wider than the estimate of regular text. */
const BOLD = 1.1;
export const PHRASE_RADIUS = 5;
export const INTEREST_RADIUS = 8;

export type GraphPhrase = { id: string; x: number; y: number; lines: string[]; full: string; weight: number | null; more: boolean };
export type GraphInterest = { id: string; x: number; y: number; lines: string[]; captionLines: string[]; caption: string; full: string; index: number };
export type GraphLink = { id: string; x1: number; y1: number; x2: number; y2: number; width: number; more: boolean; index: number };
export type MergeGraph = { width: number; height: number; phrases: GraphPhrase[]; interests: GraphInterest[]; links: GraphLink[] };

/** The short caption under an interest in the graph (the list beside it has the whole sentence). */
export function graphCaption(kind: MergeKind, phraseCount: number): string {
  switch (kind) {
    case 'merged':
      return `merged from ${phraseCount}`;
    case 'kept':
      return 'kept as extracted';
    case 'manual':
      return 'added manually';
    case 'none':
      return 'no keyphrases';
  }
}

/**
 * `text` as at most `maxLines` lines of at most `room` px, broken between words only: a word wider
 * than a line is split with a hyphen (wrapped, never cut), and text left over past the last line
 * ends that line with "…" after its last whole word.
 */
export function wrapWords(text: string, room: number, maxLines: number, fontSize: number, widthFactor = 1): string[] {
  const width = (value: string) => textWidth(value, fontSize) * widthFactor;
  const pieces: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (width(rest) > room) {
      let head = '';
      for (const char of rest) {
        if (width(`${head}${char}-`) > room) break;
        head += char;
      }
      if (head === '') head = Array.from(rest)[0] ?? '';
      pieces.push(`${head}-`);
      rest = rest.slice(head.length);
    }
    if (rest) pieces.push(rest);
  }
  const lines: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const candidate = current === '' ? piece : `${current} ${piece}`;
    if (current !== '' && width(candidate) > room) {
      lines.push(current);
      current = piece;
    } else current = candidate;
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  // the last kept line ends with "…" after its last whole piece that leaves room for it
  const words = (kept[maxLines - 1] ?? '').split(' ');
  while (words.length > 1 && width(`${words.join(' ')} …`) > room) words.pop();
  kept[maxLines - 1] = `${words.join(' ')} …`;
  return kept;
}

/**
 * A deterministic two-column layout of the merging, `width` px wide: keyphrases on the left, each
 * linked to the interest it was merged into on the right, one block of rows per interest in the
 * given order. Labels are wrapped between words to their column (the full text stays in `full`); links are thicker for
 * heavier keyphrases where the server reports weights. Pure: React only draws the result.
 */
export function layoutMergeGraph(groups: readonly MergeGroup[], width: number): MergeGraph {
  // keyphrases get half the width; the links a fixed share of the rest, so names keep room on a phone
  const phraseX = Math.round(width * 0.5);
  const interestX = phraseX + Math.round(Math.min(140, Math.max(40, width * 0.13)));
  const phraseRoom = Math.max(40, phraseX - PHRASE_RADIUS - LABEL_GAP - PAD);
  const interestRoom = Math.max(40, width - interestX - INTEREST_RADIUS - LABEL_GAP - PAD);
  const maxWeight = Math.max(0, ...groups.flatMap((group) => group.phrases.map((phrase) => phrase.weight ?? 0)));

  const phrases: GraphPhrase[] = [];
  const interests: GraphInterest[] = [];
  const links: GraphLink[] = [];
  let top = PAD;
  groups.forEach((group, index) => {
    const shown = group.phrases.slice(0, GRAPH_PHRASES);
    const hidden = group.phrases.length - shown.length;
    const lines = wrapWords(group.interest.keyword, interestRoom, 3, GRAPH_FONT_SIZE, BOLD);
    const caption = graphCaption(group.kind, group.phrases.length);
    const captionLines = wrapWords(caption, interestRoom, 2, CAPTION_FONT_SIZE);
    const labelHeight = (lines.length + captionLines.length) * LINE_HEIGHT;
    // each keyphrase on up to two lines; a row as tall as its label
    const phraseLines = shown.map((phrase) => wrapWords(phrase.phrase, phraseRoom, 2, GRAPH_FONT_SIZE));
    const rowHeights = [...phraseLines.map((label) => Math.max(ROW, label.length * LINE_HEIGHT + 8)), ...(hidden > 0 ? [ROW] : [])];
    const phrasesHeight = rowHeights.reduce((sum, height) => sum + height, 0);
    const height = Math.max(phrasesHeight, labelHeight + 8, ROW);
    const id = `interest-${index}`;
    const y = top + height / 2;
    interests.push({ id, x: interestX, y, lines, captionLines, caption, full: group.interest.keyword, index });
    let rowTop = top + (height - phrasesHeight) / 2;
    const rowY = (row: number) => {
      const middle = rowTop + (rowHeights[row] ?? ROW) / 2;
      rowTop += rowHeights[row] ?? ROW;
      return middle;
    };
    shown.forEach((phrase, row) => {
      const phraseId = `${id}-phrase-${row}`;
      const py = rowY(row);
      phrases.push({ id: phraseId, x: phraseX, y: py, lines: phraseLines[row] ?? [], full: phrase.phrase, weight: phrase.weight, more: false });
      const strength = phrase.weight !== null && maxWeight > 0 ? phrase.weight / maxWeight : 0.25;
      links.push({ id: `${phraseId}-link`, x1: phraseX, y1: py, x2: interestX, y2: y, width: 1 + 3 * strength, more: false, index });
    });
    if (hidden > 0) {
      const py = rowY(shown.length);
      const label = `${hidden} more`;
      phrases.push({ id: `${id}-more`, x: phraseX, y: py, lines: [label], full: label, weight: null, more: true });
      links.push({ id: `${id}-more-link`, x1: phraseX, y1: py, x2: interestX, y2: y, width: 1, more: true, index });
    }
    top += height + GROUP_GAP;
  });
  return { width, height: Math.max(ROW, top - GROUP_GAP + PAD), phrases, interests, links };
}
