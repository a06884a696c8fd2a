import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { canMeasureText, sizeWords, type PlacedWord, type SizedWord, type WordCloudWord } from './word-cloud-layout';

export type { WordCloudWord } from './word-cloud-layout';

export type WordCloudProps = {
  words: readonly WordCloudWord[];
  /** height in px (the spec's clouds use 500) */
  height?: number;
  /** [smallest, largest] font size in px */
  fontSizes?: readonly [number, number];
  /** angles in degrees, used in turn */
  rotations?: readonly number[];
  onWordClick?: (word: WordCloudWord) => void;
  /** called with the word under the pointer or keyboard focus, and with null when it leaves */
  onWordFocus?: (word: WordCloudWord | null) => void;
  /** tooltip of each word; defaults to the word itself */
  wordTitle?: (word: WordCloudWord) => string;
  /** accessible name of the cloud */
  label: string;
};

const FALLBACK_WIDTH = 600;

type CloudFactory = typeof import('d3-cloud');

/** Shrinks the range above the smallest size, so the smallest words keep their legible size. */
function scaledSize(size: number, smallest: number, scale: number): number {
  return Math.round(smallest + Math.max(0, size - smallest) * scale);
}

function runLayout(cloud: CloudFactory, words: SizedWord[], width: number, height: number, scale: number, smallest: number): Promise<PlacedWord[]> {
  return new Promise((resolve) => {
    cloud<SizedWord & { x?: number; y?: number }>()
      .size([width, height])
      .words(words.map((word) => ({ ...word, size: scaledSize(word.size, smallest, scale) })))
      .padding(4)
      .font('sans-serif')
      .fontWeight('bold')
      .fontSize((word) => word.size)
      .rotate((word) => word.rotate)
      // a fixed start keeps the picture stable between renders
      .random(() => 0.5)
      // place words in slices of 10 ms between which the page stays responsive (the default places
      // them all in one long task, which blocks input on a slow phone)
      .timeInterval(10)
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
 * Runs d3-cloud (loaded on demand). d3-cloud leaves out words that do not fit; rather than lose
 * a heavy long word, the sizes above the smallest shrink step by step until every word has a place
 * (the smallest words keep their size, so they stay legible on a narrow screen).
 */
async function layoutWords(words: SizedWord[], width: number, height: number, smallest: number): Promise<PlacedWord[]> {
  const { default: cloud } = await import('d3-cloud');
  let best: PlacedWord[] = [];
  let scale = 1;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const placed = await runLayout(cloud, words, width, height, scale, smallest);
    if (placed.length > best.length) best = placed;
    if (placed.length === words.length) break;
    scale *= 0.8;
  }
  return best;
}

function useWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function activateOnKey(event: KeyboardEvent, action: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}

/**
 * A word cloud: d3-cloud computes positions, React draws the SVG with <text> nodes
 * (words are always text, never markup). Without a canvas (jsdom) it draws a simple list instead.
 */
export function WordCloud({
  words,
  height = 500,
  fontSizes = [15, 60],
  rotations = [0, 90],
  onWordClick,
  onWordFocus,
  wordTitle = (word) => word.text,
  label,
}: WordCloudProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const measuredWidth = useWidth(containerRef);
  const width = measuredWidth > 0 ? measuredWidth : FALLBACK_WIDTH;
  const [canvasReady] = useState(canMeasureText);
  const sized = sizeWords(words, fontSizes, rotations);
  // words arrive as a new array on every render: the layout reruns only when their content changes
  const sizedJson = JSON.stringify(sized);
  const smallest = fontSizes[0];
  const signature = `${sizedJson}|${width}x${height}`;
  const [layout, setLayout] = useState<{ signature: string; placed: PlacedWord[] } | null>(null);

  useEffect(() => {
    const input = JSON.parse(sizedJson) as SizedWord[];
    if (!canvasReady || input.length === 0) return;
    let cancelled = false;
    void layoutWords(input, width, height, smallest).then((placed) => {
      if (!cancelled) setLayout({ signature: `${sizedJson}|${width}x${height}`, placed });
    });
    return () => {
      cancelled = true;
    };
  }, [canvasReady, sizedJson, width, height, smallest]);

  const focusHandlers = (word: WordCloudWord) =>
    onWordFocus
      ? {
          onMouseEnter: () => onWordFocus(word),
          onMouseLeave: () => onWordFocus(null),
          onFocus: () => onWordFocus(word),
          onBlur: () => onWordFocus(null),
        }
      : {};

  if (!canvasReady) {
    return (
      <div ref={containerRef}>
        <ul className="list-unstyled d-flex flex-wrap align-items-center justify-content-center gap-3 mb-0 py-3" aria-label={label}>
          {sized.map((word) => (
            <li key={word.text} style={{ fontSize: `${word.size}px`, color: word.color, lineHeight: 1.1 }} title={wordTitle(word)}>
              {onWordClick ? (
                <button
                  type="button"
                  className="btn btn-link p-0 text-decoration-none"
                  style={{ fontSize: 'inherit', color: 'inherit' }}
                  onClick={() => onWordClick(word)}
                  {...focusHandlers(word)}
                >
                  {word.text}
                </button>
              ) : (
                word.text
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const placed = layout?.signature === signature ? layout.placed : null;
  return (
    <div ref={containerRef} style={{ minHeight: height }}>
      {placed ? (
        <svg
          className="rima-word-cloud"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-label={label}
          style={{ display: 'block', maxWidth: '100%' }}
        >
          <g transform={`translate(${width / 2},${height / 2})`}>
            {placed.map((word) => (
              <text
                key={word.text}
                textAnchor="middle"
                transform={`translate(${word.x},${word.y}) rotate(${word.rotate})`}
                style={{ fontSize: `${word.size}px`, fontFamily: 'sans-serif', fontWeight: 'bold', fill: word.color, cursor: onWordClick ? 'pointer' : 'default' }}
                {...focusHandlers(word)}
                {...(onWordClick
                  ? {
                      role: 'button',
                      tabIndex: 0,
                      onClick: () => onWordClick(word),
                      onKeyDown: (event: KeyboardEvent) => activateOnKey(event, () => onWordClick(word)),
                    }
                  : {})}
              >
                <title>{wordTitle(word)}</title>
                {word.text}
              </text>
            ))}
          </g>
        </svg>
      ) : (
        <div className="d-flex justify-content-center align-items-center" style={{ height }} role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">Drawing the word cloud…</span>
        </div>
      )}
    </div>
  );
}
