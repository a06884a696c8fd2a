/**
 * Lays out a word cloud off the page's main thread (d3-cloud's pixel work is hundreds of milliseconds
 * on a phone). Answers `{ placed }`, or `{ placed: null }` where this browser's workers have no 2D
 * OffscreenCanvas, in which case the page lays the cloud out itself.
 */
import { layoutWords, type CloudCanvas, type CloudRequest } from './word-cloud-engine';
import type { PlacedWord } from './word-cloud-layout';

export type CloudAnswer = { placed: PlacedWord[] | null };

function offscreenCanvas(): CloudCanvas | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  const canvas = new OffscreenCanvas(1, 1);
  if (canvas.getContext('2d') === null) return null;
  // d3-cloud only resizes it and draws through getContext('2d') (see CloudCanvas); one canvas serves every attempt
  return () => canvas as unknown as HTMLCanvasElement;
}

const answer = (message: CloudAnswer) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<CloudRequest>) => {
  const canvas = offscreenCanvas();
  if (!canvas) {
    answer({ placed: null });
    return;
  }
  layoutWords(event.data, canvas, Number.POSITIVE_INFINITY).then(
    (placed) => answer({ placed }),
    () => answer({ placed: null }),
  );
});
