/**
 * The 20-colour palette of the conference charts (authors, topics, sectors). Every colour has a
 * contrast ratio of at least 3:1 against white (WCAG AA for graphical objects), so bars, sectors
 * and lines stay distinguishable from the background.
 */
export const CONFERENCE_PALETTE = [
  '#1f5fa8',
  '#c0392b',
  '#1e7b45',
  '#8e44ad',
  '#b35900',
  '#00788a',
  '#a3246b',
  '#4b6b00',
  '#5b4bb7',
  '#8c5a2b',
  '#2c6e8f',
  '#b8283f',
  '#3d7a3d',
  '#7a3e9d',
  '#9a6200',
  '#2f5d62',
  '#c2185b',
  '#56618f',
  '#6d6d00',
  '#505050',
] as const;

/** The colour of the i-th series (the palette repeats after 20). */
export function seriesColor(index: number): string {
  return CONFERENCE_PALETTE[((index % CONFERENCE_PALETTE.length) + CONFERENCE_PALETTE.length) % CONFERENCE_PALETTE.length] as string;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
