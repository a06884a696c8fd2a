/**
 * A chart card's drawing as a standalone image, loaded on demand by the card's export menu:
 * - SVG: the card's chart svg elements (recharts, word cloud, set diagram, heat map, concept map)
 *   cloned with the computed styles they draw with inlined, placed as on screen, under the card's
 *   title, with the card's legend below and a white background; text stays text (system fonts).
 * - PNG: that SVG drawn on a canvas at twice its size (the <img> reads a data: URL, which the
 *   deployment's Content-Security-Policy allows: img-src 'self' data:), or, for a canvas chart
 *   (the force graph), the canvas itself under the title.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 16;
const TITLE_SIZE = 16;
const TITLE_BAND = 32;
const LEGEND_SIZE = 13;
const LEGEND_LINE = 22;
const SWATCH = 12;
const TEXT_COLOR = '#212529';
/** svg elements smaller than this on either side are icons (legend markers, buttons), not charts */
const MIN_CHART_SIDE = 32;
const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export type ChartImage = { svg: string; width: number; height: number };

/** Presentation properties a chart's look depends on, with the value that needs no inlining. */
const STYLE_DEFAULTS: Record<string, string | null> = {
  fill: 'rgb(0, 0, 0)',
  'fill-opacity': '1',
  stroke: 'none',
  'stroke-width': '1px',
  'stroke-opacity': '1',
  'stroke-dasharray': 'none',
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
  opacity: '1',
  visibility: 'visible',
  'text-anchor': 'start',
  'dominant-baseline': 'auto',
  'alignment-baseline': 'auto',
  'paint-order': 'normal',
  'letter-spacing': 'normal',
};
/** Font properties, inlined on text (whatever their value: the file has no stylesheet to inherit from) */
const FONT_PROPERTIES = ['font-family', 'font-size', 'font-weight', 'font-style'];
const TEXT_TAGS = new Set(['text', 'tspan', 'textPath']);

function inlineStyles(source: Element, clone: Element) {
  const sources = [source, ...source.querySelectorAll('*')];
  const clones = [clone, ...clone.querySelectorAll('*')];
  sources.forEach((element, index) => {
    const target = clones[index];
    if (!(target instanceof SVGElement)) return;
    const computed = getComputedStyle(element);
    if (computed.display === 'none') {
      target.remove();
      return;
    }
    for (const [property, fallback] of Object.entries(STYLE_DEFAULTS)) {
      const value = computed.getPropertyValue(property);
      if (value && value !== fallback) target.style.setProperty(property, value);
    }
    if (TEXT_TAGS.has(element.localName) || index === 0) {
      for (const property of FONT_PROPERTIES) {
        const value = computed.getPropertyValue(property);
        if (value) target.style.setProperty(property, value);
      }
    }
    target.style.removeProperty('cursor');
  });
}

/** The chart svg elements of a card: outermost, visible, larger than an icon. */
function chartSvgs(root: Element): SVGSVGElement[] {
  return [...root.querySelectorAll('svg')].filter((svg) => {
    if (svg.parentElement?.closest('svg') || svg.closest('.visually-hidden, button')) return false;
    const box = svg.getBoundingClientRect();
    return box.width >= MIN_CHART_SIDE && box.height >= MIN_CHART_SIDE;
  });
}

type Label = { text: string; box: DOMRect; size: number; weight: string; centred: boolean };

/** HTML headings a card marks with data-export-label (whose chart each half of a comparison is). */
function exportLabels(root: Element): Label[] {
  return [...root.querySelectorAll('[data-export-label]')].map((element) => {
    const computed = getComputedStyle(element);
    return {
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      box: element.getBoundingClientRect(),
      size: parseFloat(computed.fontSize) || LEGEND_SIZE,
      weight: computed.fontWeight || '400',
      centred: computed.textAlign === 'center',
    };
  });
}

type LegendEntry = { label: string; color: string };

/** The card's HTML legends (ChartLegend): swatch colour and label of each item. */
function legendEntries(root: Element): LegendEntry[] {
  return [...root.querySelectorAll('.rima-chart-legend > li')].map((item) => {
    const swatch = item.querySelector('.rima-chart-legend__swatch');
    const label = [...item.children]
      .filter((child) => child !== swatch)
      .map((child) => child.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return { label, color: swatch ? getComputedStyle(swatch).backgroundColor : TEXT_COLOR };
  });
}

let measuring: CanvasRenderingContext2D | null | undefined;
/** Width of `text` at the legend's font size; an estimate where no canvas measures (tests). */
function textWidth(text: string): number {
  if (measuring === undefined) measuring = document.createElement('canvas').getContext('2d');
  if (!measuring) return text.length * LEGEND_SIZE * 0.6;
  measuring.font = `${LEGEND_SIZE}px ${FONT_STACK}`;
  return measuring.measureText(text).width;
}

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

function textElement(text: string, attributes: Record<string, string | number>): SVGTextElement {
  const element = svgElement('text', { 'font-family': FONT_STACK, fill: TEXT_COLOR, ...attributes });
  element.textContent = text;
  return element;
}

/** Legend items laid out in rows within `width`: each item's x and row. */
function legendLayout(entries: readonly LegendEntry[], width: number) {
  let x = 0;
  let row = 0;
  return {
    placed: entries.map((entry) => {
      const itemWidth = SWATCH + 6 + textWidth(entry.label) + 16;
      if (x > 0 && x + itemWidth > width) {
        x = 0;
        row += 1;
      }
      const place = { ...entry, x, row };
      x += itemWidth;
      return place;
    }),
    rows: entries.length === 0 ? 0 : row + 1,
  };
}

/**
 * The chart drawn in the card `root` as a standalone SVG document, titled `title`; null when the
 * card holds no drawn svg chart (still loading, empty, failed, or a canvas chart).
 */
export function chartSvg(root: Element, title: string): ChartImage | null {
  const svgs = chartSvgs(root);
  if (svgs.length === 0) return null;
  const boxes = svgs.map((svg) => svg.getBoundingClientRect());
  const labels = exportLabels(root);
  const all = [...boxes, ...labels.map((label) => label.box)];
  const left = Math.min(...all.map((box) => box.left));
  const top = Math.min(...all.map((box) => box.top));
  const chartWidth = Math.max(...all.map((box) => box.right)) - left;
  const chartHeight = Math.max(...all.map((box) => box.bottom)) - top;
  const legend = legendLayout(legendEntries(root), chartWidth);
  const width = Math.ceil(chartWidth + 2 * PADDING);
  const legendTop = TITLE_BAND + chartHeight + (legend.rows > 0 ? 12 : 0);
  const height = Math.ceil(legendTop + legend.rows * LEGEND_LINE + 2 * PADDING);

  const document_ = svgElement('svg', { xmlns: SVG_NS, width, height, viewBox: `0 0 ${width} ${height}` });
  document_.append(svgElement('rect', { width, height, fill: '#ffffff' }));
  const body = svgElement('g', { transform: `translate(${PADDING},${PADDING})` });
  document_.append(body);
  body.append(textElement(title, { x: 0, y: TITLE_SIZE, 'font-size': TITLE_SIZE, 'font-weight': 700 }));

  svgs.forEach((svg, index) => {
    const box = boxes[index];
    if (!box) return;
    const clone = svg.cloneNode(true) as SVGSVGElement;
    // placed as on screen, at its drawn size; a chart drawn without a viewBox keeps its own scale
    for (const attribute of ['style', 'class', 'role', 'aria-label', 'aria-hidden', 'focusable', 'tabindex']) clone.removeAttribute(attribute);
    inlineStyles(svg, clone);
    if (!clone.hasAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
    clone.setAttribute('x', String(box.left - left));
    clone.setAttribute('y', String(TITLE_BAND + box.top - top));
    clone.setAttribute('width', String(box.width));
    clone.setAttribute('height', String(box.height));
    clone.setAttribute('overflow', 'visible');
    body.append(clone);
  });

  for (const label of labels) {
    body.append(
      textElement(label.text, {
        x: (label.centred ? label.box.left + label.box.width / 2 : label.box.left) - left,
        y: TITLE_BAND + label.box.top - top + label.size,
        'font-size': label.size,
        'font-weight': label.weight,
        'text-anchor': label.centred ? 'middle' : 'start',
      }),
    );
  }

  for (const item of legend.placed) {
    const y = legendTop + item.row * LEGEND_LINE;
    body.append(svgElement('rect', { x: item.x, y, width: SWATCH, height: SWATCH, rx: 2, fill: item.color }));
    body.append(textElement(item.label, { x: item.x + SWATCH + 6, y: y + SWATCH - 1, 'font-size': LEGEND_SIZE }));
  }

  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(document_)}\n`;
  return { svg, width, height };
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no image'))), 'image/png');
  });
}

/** A PNG of the SVG image at `scale` times its size, on white. */
export async function svgToPng(image: ChartImage, scale = 2): Promise<Blob> {
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(image.width * scale);
  canvas.height = Math.ceil(image.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas to draw on');
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(img, 0, 0, image.width, image.height);
  return canvasBlob(canvas);
}

/** The largest canvas chart in `root`, under `title`, on white, as a PNG; null when the card holds none. */
export async function canvasPng(root: Element, title: string): Promise<Blob | null> {
  const canvases = [...root.querySelectorAll('canvas')].filter((canvas) => canvas.width > 0 && canvas.height > 0);
  const source = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!source) return null;
  // the canvas is drawn at the device's pixel ratio: the title and padding follow it
  const ratio = source.width / Math.max(1, source.getBoundingClientRect().width || source.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(source.width + 2 * PADDING * ratio);
  canvas.height = Math.ceil(source.height + (2 * PADDING + TITLE_BAND) * ratio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas to draw on');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = TEXT_COLOR;
  context.font = `700 ${TITLE_SIZE * ratio}px ${FONT_STACK}`;
  context.fillText(title, PADDING * ratio, (PADDING + TITLE_SIZE) * ratio);
  context.drawImage(source, PADDING * ratio, (PADDING + TITLE_BAND) * ratio);
  return canvasBlob(canvas);
}
