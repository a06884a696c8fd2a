import { wrapLabel } from '@/components/charts/lib/label-fit';
import type { MergeGroup, MergeKind } from './how-it-works';

/** Most keyphrases drawn (and listed) per interest; the rest are counted ("3 more"). */
export const GRAPH_PHRASES = 8;

export const GRAPH_FONT_SIZE = 12;
const ROW = 26;
const GROUP_GAP = 16;
const PAD = 6;
/** room between a node and its label */
const LABEL_GAP = 10;
const LINE_HEIGHT = 15;
export const PHRASE_RADIUS = 5;
export const INTEREST_RADIUS = 8;

export type GraphPhrase = { id: string; x: number; y: number; label: string; full: string; weight: number | null; more: boolean };
export type GraphInterest = { id: string; x: number; y: number; lines: string[]; caption: string; full: string; index: number };
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
 * A deterministic two-column layout of the merging, `width` px wide: keyphrases on the left, each
 * linked to the interest it was merged into on the right, one block of rows per interest in the
 * given order. Labels are cut to their column (the full text stays in `full`); links are thicker for
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
    const lines = wrapLabel(group.interest.keyword, interestRoom, 3, GRAPH_FONT_SIZE);
    const labelHeight = (lines.length + 1) * LINE_HEIGHT;
    const rows = Math.max(shown.length + (hidden > 0 ? 1 : 0), Math.ceil(labelHeight / ROW), 1);
    const id = `interest-${index}`;
    const y = top + (rows * ROW) / 2;
    interests.push({ id, x: interestX, y, lines, caption: graphCaption(group.kind, group.phrases.length), full: group.interest.keyword, index });
    const rowY = (row: number) => top + ((rows - shown.length - (hidden > 0 ? 1 : 0)) * ROW) / 2 + ROW * (row + 0.5);
    shown.forEach((phrase, row) => {
      const phraseId = `${id}-phrase-${row}`;
      const py = rowY(row);
      phrases.push({ id: phraseId, x: phraseX, y: py, label: wrapLabel(phrase.phrase, phraseRoom, 1, GRAPH_FONT_SIZE)[0] ?? '', full: phrase.phrase, weight: phrase.weight, more: false });
      const strength = phrase.weight !== null && maxWeight > 0 ? phrase.weight / maxWeight : 0.25;
      links.push({ id: `${phraseId}-link`, x1: phraseX, y1: py, x2: interestX, y2: y, width: 1 + 3 * strength, more: false, index });
    });
    if (hidden > 0) {
      const py = rowY(shown.length);
      const label = `${hidden} more`;
      phrases.push({ id: `${id}-more`, x: phraseX, y: py, label, full: label, weight: null, more: true });
      links.push({ id: `${id}-more-link`, x1: phraseX, y1: py, x2: interestX, y2: y, width: 1, more: true, index });
    }
    top += rows * ROW + GROUP_GAP;
  });
  return { width, height: Math.max(ROW, top - GROUP_GAP + PAD), phrases, interests, links };
}
