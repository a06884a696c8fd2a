import type { PaperInput } from '@/api/user/papers';
import type { Paper } from '@/api/user/schemas';

/** What the paper form holds: every field as the text typed. */
export type PaperFormValues = { title: string; url: string; year: string; authors: string; abstract: string };

export const PAPER_FIELDS = ['title', 'url', 'year', 'authors', 'abstract'] as const satisfies readonly (keyof PaperFormValues)[];

export const emptyPaperForm: PaperFormValues = { title: '', url: '', year: '', authors: '', abstract: '' };

export function paperToFormValues(paper: Paper): PaperFormValues {
  return {
    title: paper.title ?? '',
    url: paper.url ?? '',
    year: paper.year === null ? '' : String(paper.year),
    authors: paper.authors ?? '',
    abstract: paper.abstract ?? '',
  };
}

/** The request body: the year goes as typed (the server accepts digit strings and answers 400 for anything else). */
export function formValuesToInput(values: PaperFormValues): PaperInput {
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    year: values.year.trim(),
    authors: values.authors.trim(),
    abstract: values.abstract,
  };
}
