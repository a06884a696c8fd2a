/**
 * The word-cloud layout: d3-cloud places the words, shrinking the sizes above the smallest step by
 * step until every word has a place (rather than lose a heavy long word; the smallest words keep their
 * size, so they stay legible on a narrow screen). It runs in a worker (word-cloud.worker.ts) on an
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

/** Shrinks the range above the smallest size, so the smallest words keep their legible size. */
function scaledSize(size: number, smallest: number, scale: number): number {
  return Math.round(smallest + Math.max(0, size - smallest) * scale);
}

function runLayout({ words, width, height, smallest }: CloudRequest, scale: number, canvas: CloudCanvas, timeInterval: number): Promise<PlacedWord[]> {
  return new Promise((resolve) => {
    cloud<SizedWord & { x?: number; y?: number }>()
      .canvas(canvas)
      .size([width, height])
      .words(words.map((word) => ({ ...word, size: scaledSize(word.size, smallest, scale) })))
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
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const placed = await runLayout(request, scale, canvas, timeInterval);
    if (placed.length > best.length) best = placed;
    if (placed.length === request.words.length) break;
    scale *= 0.8;
  }
  return best;
}
