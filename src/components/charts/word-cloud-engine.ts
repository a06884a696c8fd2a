/**
 * The word-cloud layout: d3-cloud places the words, shrinking the sizes above the smallest step by
 * step until every word has a place (rather than lose a heavy long word; the smallest words keep their
 * size as long as they can, then shrink to no less than 11 px), and turning a word it left out along
 * the box's longer side. It runs in a worker (word-cloud.worker.ts) on an
 * OffscreenCanvas, or on the page where a browser has no such canvas.
 */
import cloud from 'd3-cloud';
import type { PlacedWord, SizedWord } from './word-cloud-layout';

export type CloudRequest = { words: SizedWord[]; width: number; height: number; smallest: number };

/**
 * What d3-cloud draws on to measure words. It only sets `width`/`height` and calls `getContext('2d')`,
 * which an OffscreenCanvas has as well; its typings name the page's canvas.
 */
export type CloudCanvas = () => HTMLCanvasElement;

const MAX_ATTEMPTS = 8;

/** The smallest font size (px) the smallest words are ever shrunk to, for a cloud that cannot fit them otherwise. */
const LEAST_LEGIBLE = 11;
/** Attempts that shrink only the sizes above the smallest before the smallest words shrink too. */
const ATTEMPTS_AT_SMALLEST = 4;

/**
 * Shrinks the range above the smallest size by `scale` (so the smallest words keep their legible
 * size), with the smallest size itself lowered to `least` once shrinking the range was not enough.
 */
function scaledSize(size: number, smallest: number, scale: number, least: number): number {
  return Math.round(least + Math.max(0, size - smallest) * scale);
}

function runLayout({ words, width, height, smallest }: CloudRequest, scale: number, least: number, canvas: CloudCanvas, timeInterval: number): Promise<PlacedWord[]> {
  return new Promise((resolve) => {
    cloud<SizedWord & { x?: number; y?: number }>()
      .canvas(canvas)
      .size([width, height])
      .words(words.map((word) => ({ ...word, size: scaledSize(word.size, smallest, scale, least) })))
      .padding(4)
      .font('sans-serif')
      .fontWeight('bold')
      .fontSize((word) => word.size)
      .rotate((word) => word.rotate)
      // a fixed start keeps the picture stable between renders
      .random(() => 0.5)
      .timeInterval(timeInterval)
      .on('end', (placed) => {
        resolve(
          placed.map((word) => ({
            text: word.text,
            value: word.value,
            size: word.size,
            rotate: word.rotate,
            color: word.color,
            x: word.x ?? 0,
            y: word.y ?? 0,
          })),
        );
      })
      .start();
  });
}

/**
 * Places the words; `timeInterval` is how long d3-cloud works before it yields (on the page: short
 * slices between which the page stays responsive; in a worker: as long as it needs).
 */
export async function layoutWords(request: CloudRequest, canvas: CloudCanvas, timeInterval: number): Promise<PlacedWord[]> {
  let best: PlacedWord[] = [];
  let scale = 1;
  let words = request.words;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const least = attempt < ATTEMPTS_AT_SMALLEST ? request.smallest : Math.max(Math.min(LEAST_LEGIBLE, request.smallest), Math.round(request.smallest * 0.9 ** (attempt - ATTEMPTS_AT_SMALLEST + 1)));
    const placed = await runLayout({ ...request, words }, scale, least, canvas, timeInterval);
    if (placed.length > best.length) best = placed;
    if (placed.length === words.length) break;
    scale *= 0.8;
    // first the sizes shrink; words still left out then turn as well
    if (attempt + 1 >= ATTEMPTS_AT_SMALLEST / 2) words = turnLeftOut(words, placed, request);
  }
  return best;
}

/**
 * The words a layout left out, turned along the box's longer side for the next attempt: a long name
 * in a narrow box (a phone) fits standing where it cannot lie, however small the scale makes it, as the
 * smallest size stays legible. Placed words keep their angle.
 */
export function turnLeftOut(words: SizedWord[], placed: readonly PlacedWord[], { width, height }: { width: number; height: number }): SizedWord[] {
  const kept = new Set(placed.map((word) => word.text));
  const along = height > width ? 90 : 0;
  return words.map((word) => (kept.has(word.text) ? word : { ...word, rotate: along }));
}
