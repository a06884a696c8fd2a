/**
 * The derived corpus in the shape every conference view reads (the generated sample's LakDataSet):
 * papers per year, the year's topic and keyword weights (how many of its papers carry each), and the
 * researchers, one per source id (two researchers of the same name are told apart by a number; a
 * researcher of the same name under the other source's id is the same person).
 */
import { frequencies, type LakAuthor, type LakDataSet, type LakPaper, type LakYearData } from '../dataset';
import type { DerivedCorpus } from './build';

/** `years`: the years the conference was held (a year without a paper read is there, empty). */
export function corpusDataSet(corpus: DerivedCorpus, years: readonly string[]): LakDataSet {
  const nameOf = new Map<string, string>();
  const authorOf = new Map<string, LakAuthor>();
  const taken = new Set<string>();
  // one person read from both sources has an id in each: the same name under the other source's id is them
  const canonical = new Map<string, string>();
  const byName = new Map<string, { id: string; namespace: string }[]>();
  const namespaceOf = (id: string) => id.slice(0, id.indexOf(':'));
  corpus.papers.forEach((paper) =>
    paper.authors.forEach((author) => {
      if (canonical.has(author.id)) return;
      const key = author.name.toLowerCase().replace(/\s+/g, ' ');
      const namespace = namespaceOf(author.id);
      const same = byName.get(key) ?? [];
      const other = same.find((entry) => entry.namespace !== namespace) ;
      if (other && !same.some((entry) => entry.namespace === namespace)) {
        canonical.set(author.id, other.id);
        same.push({ id: author.id, namespace });
        return;
      }
      canonical.set(author.id, author.id);
      byName.set(key, [...same, { id: author.id, namespace }]);
      let name = author.name;
      for (let n = 2; taken.has(name); n += 1) name = `${author.name} (${n})`;
      taken.add(name);
      nameOf.set(author.id, name);
      const year = Number(paper.year);
      authorOf.set(author.id, { name, id: author.id, lab: 0, from: year, to: year, url: author.url });
    }),
  );
  const yearData: LakYearData[] = years.map((year) => {
    const papers: LakPaper[] = corpus.papers
      .filter((paper) => paper.year === year)
      .map((paper) => {
        // one author of a paper once, even when a source lists them twice
        const ids = [...new Set(paper.authors.map((author) => canonical.get(author.id) ?? author.id))];
        ids.forEach((id) => {
          const author = authorOf.get(id);
          if (author) {
            author.from = Math.min(author.from, Number(year));
            author.to = Math.max(author.to, Number(year));
          }
        });
        return {
          id: paper.doi,
          year,
          title: paper.title,
          abstract: paper.abstract,
          authors: ids.map((id) => nameOf.get(id) ?? id),
          authorIds: ids,
          topics: paper.topics,
          keywords: paper.keywords,
          url: `https://doi.org/${paper.doi}`,
        };
      });
    return { year, papers, topics: frequencies(papers.map((p) => p.topics)), keywords: frequencies(papers.map((p) => p.keywords)) };
  });
  const authors = [...authorOf.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    years: yearData,
    authors,
    byYear: new Map(yearData.map((data) => [data.year, data])),
    authorByName: new Map(authors.map((author) => [author.name, author])),
  };
}
