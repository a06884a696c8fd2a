/**
 * The Semantic Scholar Graph API client (open-sources.md): plain GETs through the one source helper.
 * Parts: authors and their papers (the live import), paper search (publication recommendations),
 * papers by DOI (the LAK corpus). Every answer is parsed here, at the edge.
 */
import { createSource } from './http';

export const SEMANTIC_SCHOLAR_ORIGIN = 'https://api.semanticscholar.org';

/** Anonymous callers share one pool: at most three requests in flight from this browser. */
export const semanticScholar = createSource('Semantic Scholar', SEMANTIC_SCHOLAR_ORIGIN, { maxInFlight: 3 });

// ---- papers by DOI (LAK corpus) ----
// (imports of this section kept here, beside the code that uses them)
import * as z from 'zod/mini';
import type { SourceRequestOptions } from './http';

const s2PaperByDoiSchema = z.object({
  paperId: z.nullish(z.string()),
  title: z.nullish(z.string()),
  abstract: z.nullish(z.string()),
  year: z.nullish(z.number()),
  authors: z.array(z.object({ authorId: z.nullish(z.string()), name: z.nullish(z.string()) })),
});

export type SemanticScholarPaperByDoi = z.infer<typeof s2PaperByDoiSchema>;

/** GET /graph/v1/paper/DOI:{doi}: one paper (title, abstract, year, authors); an unknown DOI is `not-found`. */
export function getSemanticScholarPaperByDoi(doi: string, options?: SourceRequestOptions): Promise<SemanticScholarPaperByDoi> {
  const path = `/graph/v1/paper/DOI:${encodeURIComponent(doi).replaceAll('%2F', '/')}?fields=title,abstract,year,authors`;
  return semanticScholar.getJson(path, s2PaperByDoiSchema, options);
}
