/**
 * One conference paper read by DOI from the open sources: OpenAlex first (title, authors with their
 * OpenAlex ids, the abstract rebuilt from its inverted index), Semantic Scholar for a DOI OpenAlex
 * does not know or gives no abstract, the title alone when neither has an abstract. Each source's
 * answer (a not-found included) is kept in the key-value store under `lak:`, so nothing is fetched
 * twice and a build resumes where it stopped; a failure (a source not reached, or answering what is not
 * a work) is not kept (tried again).
 */
import type { Sources } from '../../sources/sources';
import type { KeyValueStore } from '../../store/kv';
import { failureMessage, SourceError, type SourceName, type SourceRequestOptions } from '../../sources/http';
import { abstractFromInvertedIndex, getOpenAlexWorkByDoi, type OpenAlexWork } from '../../sources/openalex';
import { getSemanticScholarPaperByDoi, type SemanticScholarPaperByDoi } from '../../sources/semantic-scholar';

export type CorpusAuthor = { id: string; name: string; url: string };

export type CorpusPaper = {
  doi: string;
  /** the year of the conference's list (the proceedings' year) */
  year: string;
  title: string;
  /** empty when neither source has one */
  abstract: string;
  authors: CorpusAuthor[];
  /** where the title and authors came from, and where the abstract came from */
  source: SourceName;
  abstractSource: SourceName | null;
};

/** A paper's author list is cut here (a list of 300 names is a consortium, not 300 co-authors to draw). */
export const MAX_AUTHORS = 50;

/** What one source answered for a DOI, as kept: the fields the corpus needs, or that it does not know the DOI. */
type Answer = { found: false } | { found: true; title: string; abstract: string; authors: CorpusAuthor[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Text as a source may send it (JATS or HTML tags, entities, runs of spaces) made plain. */
export function plainText(raw: string | null | undefined): string {
  if (!raw) return '';
  return raw
    // a block tag (JATS paragraphs and sections, HTML paragraphs, line breaks) parts words; inline ones (<i>, <sub>, <scp>) do not
    .replace(/<\/?(?:[a-z]+:)?(?:p|br|div|sec|title|li|h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return safeChar(Number.parseInt(name.slice(2), 16), whole);
      if (name.startsWith('#')) return safeChar(Number.parseInt(name.slice(1), 10), whole);
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function safeChar(code: number, fallback: string): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

function openAlexAuthors(work: OpenAlexWork): CorpusAuthor[] {
  return work.authorships.slice(0, MAX_AUTHORS).flatMap(({ author }) => {
    const name = plainText(author.display_name);
    if (name === '') return [];
    const id = author.id?.replace('https://openalex.org/', '') ?? '';
    return [id === '' ? { id: `name:${name.toLowerCase()}`, name, url: '' } : { id: `openalex:${id}`, name, url: `https://openalex.org/${id}` }];
  });
}

function semanticScholarAuthors(paper: SemanticScholarPaperByDoi): CorpusAuthor[] {
  return paper.authors.slice(0, MAX_AUTHORS).flatMap((author) => {
    const name = plainText(author.name);
    if (name === '') return [];
    const id = author.authorId ?? '';
    return [id === '' ? { id: `name:${name.toLowerCase()}`, name, url: '' } : { id: `s2:${id}`, name, url: `https://www.semanticscholar.org/author/${id}` }];
  });
}

/**
 * One source's answer for a DOI, from the store or else fetched (and stored). Only real answers are
 * kept: a work, or the source's 404 for a DOI it does not know. Any other failure (unreachable, busy
 * after the retries, refused, cancelled, or an answer that is not a work: a maintenance page in HTML,
 * cut JSON, another shape) is thrown and kept nowhere, so the DOI is asked again once the source is back.
 */
async function answerOf(cache: KeyValueStore, key: string, fetchAnswer: () => Promise<Answer>): Promise<Answer> {
  const stored = await cache.get<Answer>(key);
  if (stored) return stored;
  let answer: Answer;
  try {
    answer = await fetchAnswer();
  } catch (error) {
    if (error instanceof SourceError && error.kind === 'not-found') answer = { found: false };
    else throw error;
  }
  await cache.set(key, answer);
  return answer;
}

export function openAlexKey(doi: string): string {
  return `lak:openalex:${doi}`;
}

export function semanticScholarKey(doi: string): string {
  return `lak:s2:${doi}`;
}

function readOpenAlex(sources: Sources, doi: string, options: SourceRequestOptions): Promise<Answer> {
  return answerOf(sources.cache, openAlexKey(doi), async () => {
    const work = await getOpenAlexWorkByDoi(sources, doi, options);
    const title = plainText(work.title ?? work.display_name);
    return { found: title !== '', title, abstract: plainText(abstractFromInvertedIndex(work.abstract_inverted_index)), authors: openAlexAuthors(work) };
  });
}

function readSemanticScholar(sources: Sources, doi: string, options: SourceRequestOptions): Promise<Answer> {
  return answerOf(sources.cache, semanticScholarKey(doi), async () => {
    const paper = await getSemanticScholarPaperByDoi(sources, doi, options);
    const title = plainText(paper.title);
    return { found: title !== '', title, abstract: plainText(paper.abstract), authors: semanticScholarAuthors(paper) };
  });
}

export type ReadOptions = SourceRequestOptions & {
  /** sources found down earlier in this build: not asked again (their failure stands) */
  skip?: ReadonlySet<SourceName>;
  /** told when a source failed for a reason other than not knowing the DOI */
  onSourceFailure?: (error: SourceError) => void;
  /** told when a source answered (known DOI or not) */
  onSourceAnswer?: (source: SourceName) => void;
};

/** Outcome of reading one DOI. */
export type ReadResult =
  | { status: 'read'; paper: CorpusPaper }
  /** neither source knows the DOI (kept: not asked again) */
  | { status: 'unknown' }
  /** a source could not be asked: tried again on the next build */
  | { status: 'failed'; error: SourceError };

/** Tries after the first for a source that cannot be reached at all (offline): it gives up sooner than for a busy one. */
export const UNREACHABLE_RETRIES = 1;

async function attempt(source: SourceName, read: (options: SourceRequestOptions) => Promise<Answer>, options: ReadOptions): Promise<Answer | SourceError> {
  if (options.skip?.has(source)) return new SourceError(source, 'unreachable', failureMessage(source, 'unreachable'));
  // a network that does not answer is given up after one more try; a busy source (429) is waited out
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) controller.abort();
  let gaveUp = false;
  try {
    const answer = await read({
      ...options,
      signal: controller.signal,
      onWait: (wait) => {
        if (wait.reason === 'unreachable' && wait.attempt > UNREACHABLE_RETRIES) {
          gaveUp = true;
          controller.abort();
          return;
        }
        options.onWait?.(wait);
      },
    });
    options.onSourceAnswer?.(source);
    return answer;
  } catch (caught) {
    if (!(caught instanceof SourceError)) throw caught;
    const error = caught.kind === 'cancelled' && gaveUp && !options.signal?.aborted ? new SourceError(source, 'unreachable', failureMessage(source, 'unreachable')) : caught;
    if (error.kind === 'cancelled') throw error;
    options.onSourceFailure?.(error);
    return error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** A failure worth trying again later (a refusal stands: that source is not asked for this DOI again in this build). */
function transient(error: SourceError): boolean {
  return error.kind === 'unreachable' || error.kind === 'busy' || error.kind === 'failed' || error.kind === 'unexpected';
}

/** Reads one DOI of the conference's `year` (see the module's comment). Rejects only when cancelled. */
export async function readPaper(sources: Sources, doi: string, year: string, options: ReadOptions = {}): Promise<ReadResult> {
  const openAlexAnswer = await attempt('OpenAlex', (request) => readOpenAlex(sources, doi, request), options);
  const openAlexWork = openAlexAnswer instanceof SourceError || !openAlexAnswer.found ? null : openAlexAnswer;
  if (openAlexWork && openAlexWork.abstract !== '') {
    return { status: 'read', paper: { doi, year, title: openAlexWork.title, abstract: openAlexWork.abstract, authors: openAlexWork.authors, source: 'OpenAlex', abstractSource: 'OpenAlex' } };
  }
  const s2Answer = await attempt('Semantic Scholar', (request) => readSemanticScholar(sources, doi, request), options);
  const s2Paper = s2Answer instanceof SourceError || !s2Answer.found ? null : s2Answer;
  if (openAlexWork) {
    // OpenAlex's title and authors (their ids), Semantic Scholar's abstract when it has one
    const abstract = s2Paper?.abstract ?? '';
    if (s2Answer instanceof SourceError && transient(s2Answer)) return { status: 'failed', error: s2Answer };
    return {
      status: 'read',
      paper: { doi, year, title: openAlexWork.title, abstract, authors: openAlexWork.authors, source: 'OpenAlex', abstractSource: abstract === '' ? null : 'Semantic Scholar' },
    };
  }
  if (s2Paper) {
    if (openAlexAnswer instanceof SourceError && transient(openAlexAnswer) && s2Paper.abstract === '') return { status: 'failed', error: openAlexAnswer };
    return {
      status: 'read',
      paper: { doi, year, title: s2Paper.title, abstract: s2Paper.abstract, authors: s2Paper.authors, source: 'Semantic Scholar', abstractSource: s2Paper.abstract === '' ? null : 'Semantic Scholar' },
    };
  }
  if (openAlexAnswer instanceof SourceError) return { status: 'failed', error: openAlexAnswer };
  if (s2Answer instanceof SourceError) return { status: 'failed', error: s2Answer };
  return { status: 'unknown' };
}
