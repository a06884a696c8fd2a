import { scholarSearchUrl } from '@/lib/semantic-scholar';

/** Only http(s) addresses become links; anything else (javascript:, data:) is shown as text or left out. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The public address of a tweet by its id. */
export function tweetUrl(idStr: string): string | null {
  return /^\d+$/.test(idStr) ? `https://twitter.com/i/web/status/${idStr}` : null;
}

/** A 40-hex Semantic Scholar paper id (the newer line's `paper_id`; other papers carry a uuid). */
const SEMANTIC_SCHOLAR_ID = /^[0-9a-f]{40}$/i;

/**
 * Where a paper is seen on Semantic Scholar: its own address when the server gives one there, else
 * its page by Semantic Scholar id, else a search for its title; null for a paper without any of these.
 */
export function semanticScholarUrl(paper: { url: string | null; paper_id?: string | null | undefined; title: string | null }): string | null {
  const url = safeHttpUrl(paper.url);
  if (url && /(^|\.)semanticscholar\.org$/.test(new URL(url).hostname)) return url;
  const id = paper.paper_id?.trim();
  if (id && SEMANTIC_SCHOLAR_ID.test(id)) return `https://www.semanticscholar.org/paper/${id}`;
  const title = paper.title?.trim();
  return title ? scholarSearchUrl(title.slice(0, 300)) : null;
}
