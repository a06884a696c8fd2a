/**
 * WikiLinkMeasure on the real Wikipedia: each keyword names an article (sources/wikipedia.ts), the
 * articles' incoming links (the articles that link to each) give Milne and Witten's relatedness, and the sets compare by the mean best match of
 * each keyword, both ways (as the built-in measure without links). A keyword naming no article
 * compares by the word vectors. Rejects with Wikipedia's SourceError: the caller falls back.
 */
import type { SourceRequestOptions } from '../../sources/http';
import type { Sources } from '../../sources/sources';
import { incomingLinks, lookUpArticles } from '../../sources/wikipedia';
import { bestMatchSimilarity, keywordSimilarity, MAX_PAIRWISE_KEYWORDS } from '../similarity';
import { articleRelatedness } from './relatedness';

/** Keywords a side that get articles and incoming links (10 articles' links a request). */
const MAX_LINKED_KEYWORDS = 50;

export async function wikiLinkSimilarity(sources: Sources, first: readonly string[], second: readonly string[], options: SourceRequestOptions = {}): Promise<number> {
  const distinct = (list: readonly string[]) => [...new Set(list.map((k) => k.trim()).filter(Boolean))].slice(0, MAX_PAIRWISE_KEYWORDS);
  const a = distinct(first);
  const b = distinct(second);
  if (a.length === 0 || b.length === 0) return 0;
  const linked = [...new Set([...a.slice(0, MAX_LINKED_KEYWORDS), ...b.slice(0, MAX_LINKED_KEYWORDS)])];
  const articles = await lookUpArticles(sources, linked, options);
  const titles = [...new Set([...articles.values()].flatMap((article) => (article ? [article.title] : [])))];
  const links = await incomingLinks(sources, titles, options);
  const node = (keyword: string) => {
    const article = articles.get(keyword);
    return article ? { title: article.title, links: new Set(links.get(article.title) ?? []) } : null;
  };
  return bestMatchSimilarity(
    a.map((text) => ({ text })),
    b.map((text) => ({ text })),
    (x, y) => articleRelatedness(node(x), node(y), () => keywordSimilarity(x, y)),
  );
}
