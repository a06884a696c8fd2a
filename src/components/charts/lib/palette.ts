/**
 * Chart colours. Each has a contrast of at least 4.5:1 against white (WCAG AA for text, and well
 * above the 3:1 asked of graphical objects), so they serve for labels, bars, slices and areas alike.
 * The one palette of every chart: twenty colours (the conference charts show up to twenty authors or
 * topics at once); the first ten are the most distinct from one another.
 */
export const CHART_COLORS = [
  '#1d4ed8', // blue 7.0:1
  '#b91c1c', // red 6.5:1
  '#047857', // green 5.5:1
  '#6d28d9', // violet 7.1:1
  '#b45309', // amber 5.0:1
  '#0e7490', // cyan 5.4:1
  '#be185d', // pink 6.0:1
  '#4d5562', // slate 7.5:1
  '#4d7c0f', // olive 5.3:1
  '#7c2d12', // brown 9.6:1
  '#5b4bb7', // indigo 6.7:1
  '#2c6e8f', // steel 5.6:1
  '#b8283f', // crimson 6.2:1
  '#3d7a3d', // leaf 5.2:1
  '#7a3e9d', // plum 7.0:1
  '#9a6200', // ochre 5.1:1
  '#2f5d62', // teal 7.3:1
  '#56618f', // slate blue 6.0:1
  '#6d6d00', // khaki 5.5:1
  '#8c5a2b', // tan 5.8:1
] as const;

export function chartColor(index: number): string {
  return CHART_COLORS[((index % CHART_COLORS.length) + CHART_COLORS.length) % CHART_COLORS.length] ?? '#1d4ed8';
}

/**
 * The colour of an interest, the same in every view and after every save: chosen from the palette by
 * the interest's name (lower-case, trimmed), never by its rank or place in a list.
 */
export function interestColor(name: string): string {
  const key = name.trim().toLowerCase();
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return chartColor((hash >>> 0) % CHART_COLORS.length);
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}
