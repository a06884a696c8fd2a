import { useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Focusable } from '@/components/ui/focus-trap';
import { EmptyState } from '@/components/ui/states';
import { FollowingTooltip, useFollowingTooltip } from './following-tooltip';
import { FALLBACK_CHART_WIDTH, useElementWidth } from './lib/use-element-width';
import type { CloudRequest } from './word-cloud-engine';
import type { CloudAnswer } from './word-cloud.worker';
import { canMeasureText, rescalePlaced, sizeWords, type PlacedWord, type SizedWord, type WordCloudWord } from './word-cloud-layout';

export type { WordCloudWord } from './word-cloud-layout';

export type WordCloudProps = {
  words: readonly WordCloudWord[];
  /** height in px (the spec's clouds use 500) */
  height?: number;
  /** [smallest, largest] font size in px */
  fontSizes?: readonly [number, number];
  /** angles in degrees, used in turn */
  rotations?: readonly number[];
  /** `target` is the word's element (a menu can open at it) */
  onWordClick?: (word: WordCloudWord, target: Focusable) => void;
  /** called with the word under the pointer or keyboard focus, and with null when it leaves */
  onWordFocus?: (word: WordCloudWord | null) => void;
  /** the chart tooltip of each word (shown while it is pointed at or focused); defaults to the word itself */
  wordTitle?: (word: WordCloudWord) => string;
  /** accessible name of the cloud */
  label: string;
  /** shown when no word can be drawn (every text empty, every weight not a number) */
  empty?: string;
};

type LayoutRun = { placed: Promise<PlacedWord[]>; cancel: () => void };

/** On the page, in 10 ms slices between which it stays responsive (for browsers whose workers cannot draw). */
function layoutOnPage(request: CloudRequest): Promise<PlacedWord[]> {
  return import('./word-cloud-engine').then(({ layoutWords }) => layoutWords(request, () => document.createElement('canvas'), 10));
}

/**
 * Lays the cloud out in a worker (word-cloud.worker.ts), so that d3-cloud's pixel work never blocks the
 * page; where a worker cannot start or cannot draw, on the page. `cancel` stops a layout whose result
 * is no longer wanted (the words or the size changed, or the cloud left the page).
 */
function startLayout(request: CloudRequest): LayoutRun {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return { placed: layoutOnPage(request), cancel: () => undefined };
  let worker: Worker | null = null;
  const placed = new Promise<PlacedWord[]>((resolve) => {
    const onPage = () => {
      worker?.terminate();
      resolve(layoutOnPage(request));
    };
    try {
      worker = new Worker(new URL('./word-cloud.worker.ts', import.meta.url), { type: 'module', name: 'word-cloud' });
    } catch {
      onPage();
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<CloudAnswer>) => {
      worker?.terminate();
      if (event.data.placed) resolve(event.data.placed);
      else onPage();
    });
    worker.addEventListener('error', onPage);
    worker.postMessage(request);
  });
  return { placed, cancel: () => worker?.terminate() };
}

function activateOnKey(event: KeyboardEvent<SVGTextElement>, action: (target: SVGTextElement) => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action(event.currentTarget);
  }
}

/**
 * The cloud's layout for `sized` words in the box: kept for the same words in the same box (when only
 * weights change, each word keeps its place and takes its new size there, rescalePlaced, unless a grown
 * word no longer fits), laid out anew otherwise; null until laid out. A layout that cannot run (its
 * code failed to load) is thrown as the chart's error (ChartCard shows it).
 */
function useCloudLayout(sized: SizedWord[], { width, measuredWidth, height, smallest, canvasReady }: { width: number; measuredWidth: number; height: number; smallest: number; canvasReady: boolean }) {
  // words arrive as a new array on every render: the layout reruns only when their content changes
  const sizedJson = JSON.stringify(sized);
  const wordSet = JSON.stringify(sized.map((word) => word.text).sort());
  const key = `${wordSet}|${width}x${height}`;
  const [layout, setLayout] = useState<{ key: string; sizedJson: string; placed: PlacedWord[] } | null>(null);
  // a layout that cannot run (its code failed to load) is this chart's error: ChartCard shows it
  const [failure, setFailure] = useState<Error | null>(null);
  if (failure) throw failure;
  const placed = useMemo(() => {
    if (layout?.key !== key) return null;
    if (layout.sizedJson === sizedJson) return layout.placed;
    return rescalePlaced(layout.placed, JSON.parse(sizedJson) as SizedWord[], width, height);
  }, [layout, key, sizedJson, width, height]);
  // what to lay out anew: nothing while the kept layout still serves
  const toLayOut = placed === null ? sizedJson : null;

  useEffect(() => {
    if (toLayOut === null) return;
    const words = JSON.parse(toLayOut) as SizedWord[];
    // the first render guesses the width: wait for the measured one rather than lay the cloud out twice
    if (!canvasReady || words.length === 0 || measuredWidth === 0) return;
    let cancelled = false;
    const run = startLayout({ words, width: measuredWidth, height, smallest });
    run.placed.then(
      (result) => {
        if (!cancelled) setLayout({ key: `${JSON.stringify(words.map((word) => word.text).sort())}|${measuredWidth}x${height}`, sizedJson: toLayOut, placed: result });
      },
      (error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      cancelled = true;
      run.cancel();
    };
  }, [canvasReady, toLayOut, measuredWidth, height, smallest]);
  return placed;
}

type FocusHandlers = (word: WordCloudWord, notify?: boolean) => { onMouseEnter: () => void; onMouseLeave: () => void; onFocus: () => void; onBlur: () => void };

/** The word whose tooltip shows (pointed at or focused), its element as the tooltip's anchor, and the handlers that follow it. */
function useShownWord(sized: SizedWord[], wordTitle: (word: WordCloudWord) => string, onWordFocus: ((word: WordCloudWord | null) => void) | undefined) {
  // the word whose tooltip shows, and its element (the tooltip is placed beside it)
  const [shown, setShown] = useState<string | null>(null);
  const tooltip = useFollowingTooltip();
  // the shown word is a list item or an SVG text: its element is the tooltip's anchor either way
  const keepShown = (element: Element | null) => {
    tooltip.anchor.current = element;
  };
  const shownWord = shown === null ? undefined : sized.find((word) => word.text === shown);
  const tooltipText = shownWord ? { title: wordTitle(shownWord), rows: [] } : null;

  // `notify`: whether onWordFocus hears of it too (it follows the words that can be focused)
  const focusHandlers = (word: WordCloudWord, notify = true) => {
    const enter = () => {
      setShown(word.text);
      if (notify) onWordFocus?.(word);
    };
    const leave = () => {
      setShown((current) => (current === word.text ? null : current));
      if (notify) onWordFocus?.(null);
    };
    return { onMouseEnter: enter, onMouseLeave: leave, onFocus: enter, onBlur: leave };
  };
  return { shown, keepShown, tooltip, tooltipText, focusHandlers };
}

type WordListProps = {
  words: SizedWord[];
  label: string;
  shown: string | null;
  keepShown: (element: Element | null) => void;
  focusHandlers: FocusHandlers;
  onWordClick: WordCloudProps['onWordClick'];
};

/** Without a canvas (jsdom): the words as a list in their sizes and colours, buttons when they can be clicked. */
function WordList({ words: sized, label, shown, keepShown, focusHandlers, onWordClick }: WordListProps) {
  return (
    <ul className="list-unstyled d-flex flex-wrap align-items-center justify-content-center gap-3 mb-0 py-3" aria-label={label}>
      {sized.map((word) => (
        <li
          key={word.text}
          ref={shown === word.text ? keepShown : undefined}
          style={{ fontSize: `${word.size}px`, color: word.color, lineHeight: 1.1 }}
          {...(onWordClick ? {} : focusHandlers(word, false))}
        >
          {onWordClick ? (
            <button
              type="button"
              className="btn btn-link p-0 text-decoration-none"
              style={{ fontSize: 'inherit', color: 'inherit' }}
              onClick={(event) => onWordClick(word, event.currentTarget)}
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
  );
}

/**
 * A word cloud: d3-cloud computes positions, React draws the SVG with <text> nodes
 * (words are always text, never markup). Without a canvas (jsdom) it draws a simple list instead.
 * The word under the pointer or keyboard focus shows `wordTitle` in the chart tooltip beside it.
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
  empty = 'No words to draw',
}: WordCloudProps) {
  const [containerRef, measuredWidth] = useElementWidth();
  const width = measuredWidth > 0 ? measuredWidth : FALLBACK_CHART_WIDTH;
  const [canvasReady] = useState(canMeasureText);
  const sized = sizeWords(words, fontSizes, rotations);
  const placed = useCloudLayout(sized, { width, measuredWidth, height, smallest: fontSizes[0], canvasReady });

  const { shown, keepShown, tooltip, tooltipText, focusHandlers } = useShownWord(sized, wordTitle, onWordFocus);

  // nothing to lay out: the layout never runs, so there is nothing to wait for
  if (sized.length === 0) return <EmptyState>{empty}</EmptyState>;

  if (!canvasReady) {
    return (
      <div ref={containerRef} style={{ position: 'relative' }}>
        <WordList words={sized} label={label} shown={shown} keepShown={keepShown} focusHandlers={focusHandlers} onWordClick={onWordClick} />
        <FollowingTooltip handle={tooltip} text={tooltipText} />
      </div>
    );
  }

  return (
    <div ref={containerRef} style={{ minHeight: height, position: 'relative' }}>
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
                ref={shown === word.text ? keepShown : undefined}
                textAnchor="middle"
                transform={`translate(${word.x},${word.y}) rotate(${word.rotate})`}
                style={{ fontSize: `${word.size}px`, fontFamily: 'sans-serif', fontWeight: 'bold', fill: word.color, cursor: onWordClick ? 'pointer' : 'default' }}
                {...focusHandlers(word)}
                {...(onWordClick
                  ? {
                      role: 'button',
                      tabIndex: 0,
                      onClick: (event: MouseEvent<SVGTextElement>) => onWordClick(word, event.currentTarget),
                      onKeyDown: (event: KeyboardEvent<SVGTextElement>) => activateOnKey(event, (target) => onWordClick(word, target)),
                    }
                  : {})}
              >
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
      {placed ? <FollowingTooltip handle={tooltip} text={tooltipText} /> : null}
    </div>
  );
}
