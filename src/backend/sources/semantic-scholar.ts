/**
 * The Semantic Scholar Graph API client (open-sources.md): plain GETs through the one source helper.
 * Parts: authors and their papers (the live import), paper search (publication recommendations),
 * papers by DOI (the LAK corpus). Every answer is parsed here, at the edge.
 */
import { createSource } from './http';

export const SEMANTIC_SCHOLAR_ORIGIN = 'https://api.semanticscholar.org';

/** Anonymous callers share one pool: at most three requests in flight from this browser. */
export const semanticScholar = createSource('Semantic Scholar', SEMANTIC_SCHOLAR_ORIGIN, { maxInFlight: 3 });
