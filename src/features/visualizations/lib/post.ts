/** A researcher's own Bluesky post as the built-in backend keeps it in a timeline row's `entities` (pipeline/posts.ts). */
import * as z from 'zod/mini';
import type { SavedTweet } from '@/api/user/schemas';
import { safeHttpUrl } from './text';

const storedPostSchema = z.object({
  source: z.literal('bluesky'),
  uri: z.string(),
  url: z.string(),
  created_at: z.string(),
  handle: z.string(),
  images: z.array(z.object({ thumb: z.string(), fullsize: z.string(), alt: z.string() })),
});

export type OwnPost = { url: string | null; handle: string; createdAt: string; images: { thumb: string; alt: string }[] };

/** The post of a row, or null when the row is no Bluesky post (a tweet) or its details do not parse. */
export function ownPostOf(row: SavedTweet | undefined): OwnPost | null {
  if (!row?.entities) return null;
  let value: unknown;
  try {
    value = JSON.parse(row.entities);
  } catch {
    return null;
  }
  const parsed = z.safeParse(storedPostSchema, value);
  if (!parsed.success) return null;
  const { url, handle, created_at, images } = parsed.data;
  return {
    url: safeHttpUrl(url),
    handle,
    createdAt: created_at,
    images: images.flatMap((image) => (/^https:\/\//i.test(image.thumb) ? [{ thumb: image.thumb, alt: image.alt }] : [])),
  };
}
