/**
 * Tags steer the recommended tweets (spec sections 3, 4, 5 and 9). Pure rules, unit-tested:
 * delimiters, the limit of 10, duplicates allowed, weight re-sorting and reordering.
 */
import { topInterests } from '@/lib/interest-order';

export const MAX_TAGS = 10;
export const INITIAL_TAG_COUNT = 5;
export const TAG_ID_LENGTH = 10;

/** Tag colours, each named (colour is never the only carrier of meaning) and at least 4.5:1 against white. */
export const TAG_COLORS = [
  { name: 'Blue', value: '#1d4e89' },
  { name: 'Green', value: '#1e7b34' },
  { name: 'Purple', value: '#6c3483' },
  { name: 'Rust', value: '#a04000' },
  { name: 'Crimson', value: '#a4262c' },
  { name: 'Teal', value: '#006d77' },
  { name: 'Magenta', value: '#a3195b' },
  { name: 'Olive', value: '#6e5a0a' },
  { name: 'Indigo', value: '#3f3fa0' },
  { name: 'Slate', value: '#4d5656' },
] as const;

export type TagColor = (typeof TAG_COLORS)[number]['value'];

export function colorName(value: string): string {
  return TAG_COLORS.find((color) => color.value === value)?.name ?? value;
}

export type Tag = {
  id: string;
  text: string;
  weight: number;
  color: string;
  n_tweets: number;
  lat: number;
  lng: number;
  radius: number;
  language: string;
  type: string;
  retweets: number;
  favorites: number;
  place: { lat: number; lng: number; radius: number };
};

/** The spec's defaults (section 9). */
export const TAG_DEFAULTS = {
  weight: 1,
  n_tweets: 5,
  lat: -34.397,
  lng: 150.644,
  radius: 10,
  language: 'ANY',
  type: 'ALL',
  retweets: 0,
  favorites: 0,
} as const;

export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 5;
export const N_TWEETS_MIN = 1;
export const N_TWEETS_MAX = 20;

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 10-character tag id. */
export function randomTagId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < TAG_ID_LENGTH; i += 1) id += ID_ALPHABET.charAt(Math.floor(random() * ID_ALPHABET.length));
  return id;
}

export function createTag(text: string, index: number, id: string = randomTagId()): Tag {
  const { lat, lng, radius } = TAG_DEFAULTS;
  return {
    ...TAG_DEFAULTS,
    id,
    text,
    color: TAG_COLORS[index % TAG_COLORS.length]?.value ?? TAG_COLORS[0].value,
    place: { lat, lng, radius },
  };
}

/**
 * The initial tags: the user's top 5 interests in the order of every screen (orderInterests), each with its interest's weight (1 to 5,
 * one decimal); a tag typed in gets the spec's default weight, 1.
 */
export function tagsFromInterests(interests: readonly { keyword: string; weight: number }[]): Tag[] {
  return topInterests(interests, INITIAL_TAG_COUNT).map((interest, index) => ({ ...createTag(interest.keyword, index), weight: Math.round(clampNumber(interest.weight, WEIGHT_MIN, WEIGHT_MAX) * 10) / 10 }));
}

/**
 * Splits what was typed into finished tag texts and the unfinished rest. A comma finishes a tag;
 * Enter (`commit`) finishes the rest too. Blank pieces are dropped.
 */
export function splitTagInput(raw: string, commit: boolean): { texts: string[]; rest: string } {
  const pieces = raw.split(',');
  const rest = commit ? '' : (pieces.pop() ?? '');
  return { texts: pieces.map((piece) => piece.trim()).filter((piece) => piece.length > 0), rest };
}

/** Adds tags up to the limit of 10 (duplicates allowed); reports how many texts did not fit. */
export function addTags(tags: readonly Tag[], texts: readonly string[], make: (text: string, index: number) => Tag = createTag) {
  const room = Math.max(0, MAX_TAGS - tags.length);
  const accepted = texts.slice(0, room);
  const added = accepted.map((text, i) => make(text, tags.length + i));
  return { tags: [...tags, ...added], added, rejected: texts.length - accepted.length };
}

export function removeTag(tags: readonly Tag[], id: string): Tag[] {
  return tags.filter((tag) => tag.id !== id);
}

/** Moves the tag at `from` to `to` (indexes clamped to the list). */
export function moveTag(tags: readonly Tag[], from: number, to: number): Tag[] {
  if (from < 0 || from >= tags.length) return [...tags];
  const target = Math.max(0, Math.min(tags.length - 1, to));
  const next = [...tags];
  next.splice(target, 0, ...next.splice(from, 1));
  return next;
}

/** Heaviest first; equal weights keep their current (dragged) order. */
export function sortByWeight(tags: readonly Tag[]): Tag[] {
  return tags
    .map((tag, index) => ({ tag, index }))
    .sort((a, b) => b.tag.weight - a.tag.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export type TagSettings = { weight: number; n_tweets: number; color: string };

/** Applies new settings; a changed weight re-sorts the tags. */
export function updateTag(tags: readonly Tag[], id: string, settings: TagSettings): Tag[] {
  const next = tags.map((tag) => (tag.id === id ? { ...tag, ...settings } : tag));
  const before = tags.find((tag) => tag.id === id);
  return before && before.weight !== settings.weight ? sortByWeight(next) : next;
}

export function clampNumber(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
