import { createContext, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the viewport a chart starts drawing: it is ready before it is seen. */
const NEAR_MARGIN = '400px 0px';

/**
 * The drawings that came near, drawn one per task: each is rendered in a background render of its own
 * and committed before the next starts (a chart library's commit runs its layout effects in one task;
 * several charts coming near at once, as a page of charts arriving does, would make one long task).
 */
const waiting: Array<() => void> = [];
let drawing: (() => void) | null = null;
/**
 * A drawing that has not said it is committed by then lets the next one start all the same (one whose
 * component neither commits nor unmounts must not keep the page's other charts from drawing).
 */
const DRAWING_WAIT_MS = 2000;

function drawNext() {
  if (drawing !== null) return;
  const next = waiting.shift();
  if (!next) return;
  drawing = next;
  setTimeout(() => drawingDone(next), DRAWING_WAIT_MS);
  next();
}

function queueDrawing(start: () => void) {
  waiting.push(start);
  drawNext();
}

/** `start`'s drawing is committed (or will never be): the next one starts in a task of its own. */
function drawingDone(start: () => void) {
  const at = waiting.indexOf(start);
  if (at >= 0) waiting.splice(at, 1);
  if (drawing !== start) return;
  drawing = null;
  setTimeout(drawNext, 0);
}

/** What a drawing inside a RenderWhenNear that waits for it calls once its content is committed. */
const DrawnContext = createContext<(() => void) | null>(null);

/**
 * Put inside the Suspense boundary of a lazily loaded drawing, after it: tells the RenderWhenNear
 * around (`waitForDrawing`) that the drawing itself, not its fallback, is committed.
 */
export function DrawingCommitted() {
  const drawn = useContext(DrawnContext);
  useEffect(() => drawn?.(), [drawn]);
  return null;
}

type Props = {
  height: number;
  children: ReactNode;
  /** the next drawing waits for a DrawingCommitted among the children (a lazily loaded drawing) rather than for this commit */
  waitForDrawing?: boolean;
};

/**
 * Renders its children once its place comes near the viewport (IntersectionObserver), keeping their
 * height until then: a chart below the fold costs the first paint nothing, and nothing shifts when
 * it draws. Drawings that come near together are drawn one after another, one per task. Where there
 * is no IntersectionObserver (tests, old browsers), at once. Once drawn, it stays.
 */
export function RenderWhenNear({ height, children, waitForDrawing = false }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const start = useRef<() => void>(() => startTransition(() => setNear(true)));
  const [drawn] = useState(() => () => drawingDone(start.current));
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          queueDrawing(start.current);
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  // committed (unless the drawing says so itself), or gone before it drew: the next drawing may start
  useEffect(() => {
    if (near && !waitForDrawing) drawn();
  }, [near, waitForDrawing, drawn]);
  useEffect(() => drawn, [drawn]);
  if (near) return <DrawnContext.Provider value={drawn}>{children}</DrawnContext.Provider>;
  return <div ref={ref} style={{ height }} />;
}
