/**
 * A chart card's drawing as a standalone image, loaded on demand by the card's export menu:
 * - SVG: the card's chart svg elements (recharts, word cloud, set diagram, heat map, concept map)
 *   cloned with the computed styles they draw with inlined, placed as on screen, under the card's
 *   title, with the HTML it needs to be read (legends, whose chart each half is) where it is on
 *   screen, on a white background; text stays text (system fonts).
 * - PNG: that SVG drawn on a canvas at twice its size (the <img> reads a data: URL, which the
 *   deployment's Content-Security-Policy allows: img-src 'self' data:), or, for a canvas chart
 *   (the force graph), the canvas itself under the title.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 16;
const TITLE_SIZE = 16;
const TITLE_BAND = 32;
const TEXT_SIZE = 14;
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

/** A piece of HTML drawn into the image where it is on screen: a text or a colour swatch. */
type Placed = { box: DOMRect } & ({ kind: 'text'; text: string; size: number; weight: string; color: string; centred: boolean } | { kind: 'swatch'; color: string });

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function placedText(element: Element, text = squash(element.textContent)): Placed {
  const computed = getComputedStyle(element);
  return {
    kind: 'text',
    box: element.getBoundingClientRect(),
    text,
    size: parseFloat(computed.fontSize) || TEXT_SIZE,
    weight: computed.fontWeight || '400',
    color: computed.color || TEXT_COLOR,
    centred: computed.textAlign === 'center',
  };
}

/**
 * The HTML around the chart that it needs to be read: headings a card marks with data-export-label
 * (whose chart each half of a comparison is) and the items of its legends (ChartLegend), each where
 * it is on screen.
 */
function placedHtml(root: Element): Placed[] {
  const labels = [...root.querySelectorAll('[data-export-label]')].map((element) => placedText(element));
  // an entry's parts: the swatch and texts of the item, or of its button when the entry does something
  const legends = [...root.querySelectorAll('.rima-chart-legend > li')].flatMap((item) =>
    [...(item.firstElementChild?.localName === 'button' ? item.firstElementChild.children : item.children)].map((child): Placed =>
      child.classList.contains('rima-chart-legend__swatch')
        ? { kind: 'swatch', box: child.getBoundingClientRect(), color: getComputedStyle(child).backgroundColor }
        : placedText(child),
    ),
  );
  return [...labels, ...legends].filter((placed) => placed.box.width > 0 && placed.box.height > 0 && (placed.kind === 'swatch' || placed.text !== ''));
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

/**
 * The chart drawn in the card `root` as a standalone SVG document, titled `title`; null when the
 * card holds no drawn svg chart (still loading, empty, failed, or a canvas chart).
 */
export function chartSvg(root: Element, title: string): ChartImage | null {
  const svgs = chartSvgs(root);
  if (svgs.length === 0) return null;
  const boxes = svgs.map((svg) => svg.getBoundingClientRect());
  const html = placedHtml(root);
  const all = [...boxes, ...html.map((placed) => placed.box)];
  const left = Math.min(...all.map((box) => box.left));
  const top = Math.min(...all.map((box) => box.top));
  const width = Math.ceil(Math.max(...all.map((box) => box.right)) - left + 2 * PADDING);
  const height = Math.ceil(Math.max(...all.map((box) => box.bottom)) - top + TITLE_BAND + 2 * PADDING);

  const document_ = svgElement('svg', { xmlns: SVG_NS, width, height, viewBox: `0 0 ${width} ${height}` });
  document_.append(svgElement('rect', { width, height, fill: '#ffffff' }));
  const body = svgElement('g', { transform: `translate(${PADDING},${PADDING})` });
  document_.append(body);
  body.append(textElement(title, { x: 0, y: TITLE_SIZE, 'font-size': TITLE_SIZE, 'font-weight': 700 }));
  // on-screen positions, relative to the top left of everything drawn, below the title
  const x = (box: DOMRect) => box.left - left;
  const y = (box: DOMRect) => TITLE_BAND + box.top - top;

  svgs.forEach((svg, index) => {
    const box = boxes[index];
    if (!box) return;
    const clone = svg.cloneNode(true) as SVGSVGElement;
    // placed as on screen, at its drawn size; a chart drawn without a viewBox keeps its own scale
    for (const attribute of ['style', 'class', 'role', 'aria-label', 'aria-hidden', 'focusable', 'tabindex']) clone.removeAttribute(attribute);
    inlineStyles(svg, clone);
    if (!clone.hasAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${box.width} ${box.height}`);
    clone.setAttribute('x', String(x(box)));
    clone.setAttribute('y', String(y(box)));
    clone.setAttribute('width', String(box.width));
    clone.setAttribute('height', String(box.height));
    clone.setAttribute('overflow', 'visible');
    body.append(clone);
  });

  for (const placed of html) {
    const { box } = placed;
    if (placed.kind === 'swatch') {
      body.append(svgElement('rect', { x: x(box), y: y(box), width: box.width, height: box.height, rx: 2, fill: placed.color }));
      continue;
    }
    body.append(
      textElement(placed.text, {
        x: placed.centred ? x(box) + box.width / 2 : x(box),
        // the baseline of one line of text, centred in its box
        y: y(box) + box.height / 2 + placed.size * 0.35,
        'font-size': placed.size,
        'font-weight': placed.weight,
        fill: placed.color,
        'text-anchor': placed.centred ? 'middle' : 'start',
      }),
    );
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
