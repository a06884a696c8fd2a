/** Pure helpers of the word cloud: sizes, rotations, ordering and the canvas check. */
import { CHART_COLORS } from '@/components/charts/lib/palette';

/** `color`: the word's own colour (an interest's, interestColor); else one of the palette in turn. */
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
