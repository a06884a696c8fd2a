/** Addresses on Semantic Scholar that the app links to (a search, an author's profile). Pure. */

/** An external scholar search for a term or a title. */
export function scholarSearchUrl(query: string): string {
  return `https://www.semanticscholar.org/search?q=${encodeURIComponent(query)}`;
}

/** A researcher's Semantic Scholar profile from an author id. */
export function scholarAuthorUrl(authorId: string): string {
  return `https://www.semanticscholar.org/author/${encodeURIComponent(authorId)}`;
}

/**
 * The words of a link to a paper, naming where it goes: 'See paper on Semantic Scholar' (the
 * specification's text) for Semantic Scholar's addresses, else the site's host ('See paper on
 * doi.org'), since papers added by hand may link anywhere.
 */
export function paperLinkText(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'See paper';
  }
  if (host === 'semanticscholar.org' || host.endsWith('.semanticscholar.org')) return 'See paper on Semantic Scholar';
  return `See paper on ${host}`;
}
