/** The Semantic Scholar catalogue of the demo backend: author id -> papers. */
import { hex40 } from './random';

export type CatalogueAuthor = { name: string; papers: { title: string; yearsAgo: number; coauthors: string[]; abstract: string }[] };

const CATALOGUE: Record<string, CatalogueAuthor> = {};

export function catalogueAuthor(authorId: string): CatalogueAuthor | undefined {
  return CATALOGUE[authorId];
}

export function cataloguePapers(authorId: string, now: number) {
  const author = CATALOGUE[authorId];
  if (!author) return [];
  const year = new Date(now).getUTCFullYear();
  return author.papers.map((paper) => {
    const paperId = hex40(`paper:${authorId}:${paper.title}`);
    return {
      paper_id: paperId,
      title: paper.title,
      authors: [author.name, ...paper.coauthors].join(','),
      url: `https://www.semanticscholar.org/paper/${paperId}`,
      year: year - paper.yearsAgo,
      abstract: paper.abstract,
    };
  });
}
