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

/** The key of an interest's colour: its name, lower-case and trimmed (" Feedback " is "feedback"). */
function colorKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The palette slot an interest prefers: a hash (FNV-1a) of its key, never its rank or place in a list. */
function preferredSlot(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  return (hash >>> 0) % CHART_COLORS.length;
}

/** The colour of each of one user's interests, by name (a name outside the set gets its preferred colour). */
export type InterestColors = (name: string) => string;

/**
 * The colours of one user's interests: distinct for up to twenty interests (the palette's size), the
 * same in every view, and stable. Each interest prefers a palette slot by a hash of its name; each slot
 * goes to the first interest (in code-unit order of the names) that prefers it; the interests that lost
 * their slot to another then take, in that order, the next free slot after their preferred one.
 * So the colour depends on the set of names only: weights and ranks never move it; an interest that
 * holds its preferred colour keeps it when others come or go, unless a new interest preferring the same
 * colour sorts before it; only interests that collided with another can move when the set changes.
 * Beyond twenty interests, the palette is used up: an interest that finds no free slot keeps its
 * preferred colour, shared with another interest (colours repeat after twenty).
 */
export function interestColors(names: Iterable<string>): InterestColors {
  const keys = [...new Set(Array.from(names, colorKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const slotOf = new Map<string, number>();
  const taken = new Set<number>();
  const collided: string[] = [];
  for (const key of keys) {
    const slot = preferredSlot(key);
    if (taken.has(slot)) collided.push(key);
    else {
      taken.add(slot);
      slotOf.set(key, slot);
    }
  }
  for (const key of collided) {
    const preferred = preferredSlot(key);
    let slot = preferred;
    for (let step = 1; step < CHART_COLORS.length && taken.size < CHART_COLORS.length; step += 1) {
      const next = (preferred + step) % CHART_COLORS.length;
      if (!taken.has(next)) {
        slot = next;
        taken.add(next);
        break;
      }
    }
    slotOf.set(key, slot);
  }
  return (name) => {
    const key = colorKey(name);
    return chartColor(slotOf.get(key) ?? preferredSlot(key));
  };
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
