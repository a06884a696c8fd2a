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
