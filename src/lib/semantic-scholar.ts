/** Addresses on Semantic Scholar that the app links to (a search, an author's profile). Pure. */

/** An external scholar search for a term or a title. */
export function scholarSearchUrl(query: string): string {
  return `https://www.semanticscholar.org/search?q=${encodeURIComponent(query)}`;
}

/** A researcher's Semantic Scholar profile from an author id. */
export function scholarAuthorUrl(authorId: string): string {
  return `https://www.semanticscholar.org/author/${encodeURIComponent(authorId)}`;
}
