/** Pure helpers of the word cloud: sizes, rotations, ordering and the canvas check. */
import { CHART_COLORS } from '@/components/charts/lib/palette';
import { textWidth } from '@/components/charts/lib/label-fit';

/** `color`: the word's own colour (an interest's, interestColors); else one of the palette in turn. */
export type WordCloudWord = { text: string; value: number; color?: string };

export type SizedWord = WordCloudWord & { size: number; rotate: number; color: string };

export type PlacedWord = SizedWord & { x: number; y: number };

/** word colours meet WCAG AA (4.5:1) on white */
export const WORD_COLORS = CHART_COLORS;

/** Linear map of a weight onto [min, max] px; equal weights all get the largest size. */
export function fontSizeFor(value: number, lowest: number, highest: number, [min, max]: readonly [number, number]): number {
  if (!Number.isFinite(value)) return min;
  if (highest <= lowest) return max;
  const ratio = (value - lowest) / (highest - lowest);
  return Math.round(min + Math.min(1, Math.max(0, ratio)) * (max - min));
}

/**
 * Heaviest first (ties by text, so the order never depends on the input order), with size, angle and
 * color. Words without text or a finite weight are left out; a word given twice is drawn once (the heaviest).
 */
export function sizeWords(
  words: readonly WordCloudWord[],
  fontSizes: readonly [number, number],
  rotations: readonly number[],
): SizedWord[] {
  const seen = new Set<string>();
  const usable = words
    .filter((word) => word.text.trim() !== '' && Number.isFinite(word.value))
    .sort((a, b) => b.value - a.value || a.text.localeCompare(b.text))
    .filter((word) => (seen.has(word.text) ? false : (seen.add(word.text), true)));
  if (usable.length === 0) return [];
  const values = usable.map((word) => word.value);
  const lowest = Math.min(...values);
  const highest = Math.max(...values);
  const angles = rotations.length > 0 ? rotations : [0];
  return usable.map((word, index) => ({
      ...word,
      size: fontSizeFor(word.value, lowest, highest, fontSizes),
      rotate: angles[index % angles.length] ?? 0,
      color: word.color ?? WORD_COLORS[index % WORD_COLORS.length] ?? '#1d4ed8',
    }));
}

/**
 * d3-cloud measures words on a canvas. jsdom (tests) has no canvas: there the component
 * falls back to a plain list of words sized by weight.
 */
export function canMeasureText(): boolean {
  if (typeof document === 'undefined') return false;
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return false;
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

type Box = { left: number; right: number; top: number; bottom: number };

/** The box a placed word takes around its anchor (bold text estimated a tenth wider; a word on end is turned). */
function boxOf(word: PlacedWord): Box {
  const long = textWidth(word.text, word.size) * 1.1;
  const high = word.size;
  const [w, h] = Math.abs(word.rotate) % 180 === 90 ? [high, long] : [long, high];
  return { left: word.x - w / 2, right: word.x + w / 2, top: word.y - h * 0.8, bottom: word.y + h * 0.2 };
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * A laid-out cloud with its words' new sizes, weights and colours, each where it was and turned as it
 * was, when only the weights changed: null when the word set differs, or when a grown word would
 * leave the box or run into another word (then the cloud is laid out again). Shrunk words always fit.
 */
export function rescalePlaced(placed: readonly PlacedWord[], sized: readonly SizedWord[], width: number, height: number): PlacedWord[] | null {
  if (placed.length !== sized.length) return null;
  const bySize = new Map(sized.map((word) => [word.text, word]));
  const next: PlacedWord[] = [];
  for (const word of placed) {
    const now = bySize.get(word.text);
    if (!now) return null;
    next.push({ ...now, rotate: word.rotate, x: word.x, y: word.y });
  }
  const boxes = next.map(boxOf);
  for (let i = 0; i < next.length; i += 1) {
    if ((next[i]?.size ?? 0) <= (placed[i]?.size ?? 0)) continue;
    const box = boxes[i] as Box;
    if (box.left < -width / 2 || box.right > width / 2 || box.top < -height / 2 || box.bottom > height / 2) return null;
    if (boxes.some((other, j) => j !== i && overlap(box, other))) return null;
  }
  return next;
}
