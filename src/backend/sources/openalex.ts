/**
 * The OpenAlex client (open-sources.md): single records only (one work by DOI needs no key), plain
 * GETs through the one source helper, every answer parsed here, at the edge.
 */
import * as z from 'zod/mini';
import type { SourceRequestOptions } from './http';
import type { Sources } from './sources';

export const OPENALEX_ORIGIN = 'https://api.openalex.org';

const authorshipSchema = z.object({
  author: z.object({
    id: z.nullish(z.string()),
    display_name: z.nullish(z.string()),
  }),
});

/** `{ "word": [0, 17], "another": [1] }`: each word with the positions it takes in the abstract. */
export const invertedIndexSchema = z.record(z.string(), z.array(z.number()));

export const openAlexWorkSchema = z.object({
  id: z.string(),
  doi: z.nullish(z.string()),
  title: z.nullish(z.string()),
  display_name: z.nullish(z.string()),
  publication_year: z.nullish(z.number()),
  authorships: z.array(authorshipSchema),
  abstract_inverted_index: z.nullish(invertedIndexSchema),
});

export type OpenAlexWork = z.infer<typeof openAlexWorkSchema>;

/** Positions past this are dropped: no real abstract is longer, and a broken index must not eat memory. */
export const MAX_ABSTRACT_POSITIONS = 20_000;

/**
 * The abstract's text from OpenAlex's inverted index: each word put at each of its positions, the
 * positions read in order and joined with spaces. Robust to what real indexes hold: gaps (skipped),
 * two words at one position (the first kept), negative, fractional or huge positions (dropped).
 * An empty index gives an empty text.
 */
export function abstractFromInvertedIndex(index: Readonly<Record<string, readonly number[]>> | null | undefined): string {
  if (!index) return '';
  const at = new Map<number, string>();
  for (const [word, positions] of Object.entries(index)) {
    for (const position of positions) {
      if (!Number.isInteger(position) || position < 0 || position >= MAX_ABSTRACT_POSITIONS) continue;
      if (!at.has(position)) at.set(position, word);
    }
  }
  return [...at.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, word]) => word)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** GET /works/doi:{doi}: one work; a DOI OpenAlex does not know is a SourceError of kind `not-found`. */
export function getOpenAlexWorkByDoi({ openAlex }: Sources, doi: string, options?: SourceRequestOptions): Promise<OpenAlexWork> {
  return openAlex.getJson(`/works/doi:${encodeURIComponent(doi).replaceAll('%2F', '/')}`, openAlexWorkSchema, options);
}
