import { queryOptions, skipToken, useMutation, type SkipToken } from '@tanstack/react-query';
import {
  corpusVersion,
  getAbstractDetails,
  getAllAuthors,
  getAllKeywordOptions,
  getAllTitles,
  getAllTopicOptions,
  getAuthorConferenceComparisonImage,
  getAuthorsForYear,
  getAuthorsListForNode,
  getAuthorTopicDetails,
  getConferenceComparison,
  getCommonKeywordsImage,
  getCommonTopicsImage,
  getKeysForPie,
  getKeywordEvolution,
  getKeywordOptionsForYear,
  getKeywordYearList,
  getLakKeywords,
  getLakCorpusStatus,
  getLakTopics,
  getTopicDetails,
  getTopicEvolution,
  getTopicOptionsForYear,
  getTopicsForPie,
  getTopicYearList,
  getTopKeywords,
  getTopTopics,
  type ConferenceMode,
  type LakCorpusStatus,
  type LakCount,
  type LakYear,
  fetchPaper,
  type YearOrAll,
} from '@/api/conference';
import { CONFERENCE_NOTIFICATION_MS, notifyError } from '@/components/ui/toasts';
import { pollEvery } from '@/config/polling';

/**
 * Query options of every conference chart. The LAK data never changes while the app runs, so answers
 * stay fresh for the session: one request per chart state, shared by every widget that shows it.
 * Each chart shows its own inline error with a retry.
 */
const base = { staleTime: Infinity } as const;

/** Every key names the conference first (LAK's id on a RIMA server). */
export const conferenceKeys = {
  all: ['conference'] as const,
  of: (c: string) => [...conferenceKeys.all, c] as const,
  topTerms: (c: string, mode: ConferenceMode, year: LakYear) => [...conferenceKeys.of(c), 'top', mode, year] as const,
  /** no year chosen: null is no year, so this key never stands for a real top list */
  noTopTerms: (c: string, mode: ConferenceMode) => [...conferenceKeys.of(c), 'top', mode, null] as const,
  topicDetails: (c: string, term: string, year: LakYear) => [...conferenceKeys.of(c), 'topic-details', term, year] as const,
  pie: (c: string, mode: ConferenceMode, count: LakCount, year: LakYear) => [...conferenceKeys.of(c), 'pie', mode, count, year] as const,
  abstracts: (c: string, term: string, year: LakYear) => [...conferenceKeys.of(c), 'abstracts', term, year] as const,
  allTerms: (c: string, mode: ConferenceMode) => [...conferenceKeys.of(c), 'all-terms', mode] as const,
  evolution: (c: string, mode: ConferenceMode, items: readonly string[]) => [...conferenceKeys.of(c), 'evolution', mode, ...items] as const,
  /** nothing to compare: null is no term, so this key never stands for a real comparison */
  noEvolution: (c: string, mode: ConferenceMode) => [...conferenceKeys.of(c), 'evolution', mode, null] as const,
  common: (c: string, mode: ConferenceMode, year1: LakYear, year2: LakYear) => [...conferenceKeys.of(c), 'common', mode, year1, year2] as const,
  yearList: (c: string, mode: ConferenceMode, years: readonly LakYear[]) => [...conferenceKeys.of(c), 'year-list', mode, ...years] as const,
  /** too few years to compare: null is no year, so this key never stands for a real comparison */
  noYearList: (c: string, mode: ConferenceMode) => [...conferenceKeys.of(c), 'year-list', mode, null] as const,
  cloud: (c: string, mode: ConferenceMode, count: LakCount, year: LakYear) => [...conferenceKeys.of(c), 'cloud', mode, count, year] as const,
  yearTerms: (c: string, mode: ConferenceMode, year: LakYear) => [...conferenceKeys.of(c), 'year-terms', mode, year] as const,
  graph: (c: string, term: string, year: LakYear) => [...conferenceKeys.of(c), 'graph', term, year] as const,
  node: (c: string, author: string, term: string, year: LakYear) => [...conferenceKeys.of(c), 'node', author, term, year] as const,
  /** no researcher opened: null is no author's name, so this key never stands for a real node */
  noNode: (c: string) => [...conferenceKeys.of(c), 'node', null] as const,
  authorsOfYear: (c: string, year: YearOrAll) => [...conferenceKeys.of(c), 'authors', year] as const,
  allAuthors: (c: string) => [...conferenceKeys.of(c), 'authors', 'every year'] as const,
  authorTopics: (c: string, a1: string, a2: string, year: YearOrAll, mode: ConferenceMode) =>
    [...conferenceKeys.of(c), 'author-topics', a1, a2, year, mode] as const,
  authorConference: (c: string, mode: ConferenceMode, author: string, year: YearOrAll) =>
    [...conferenceKeys.of(c), 'author-conference', mode, author, year] as const,
};

/** The top terms of a year; `skipToken` when no single year is chosen (nothing is asked). */
export const topTermsQuery = (c: string, mode: ConferenceMode, year: LakYear | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: year === skipToken ? conferenceKeys.noTopTerms(c, mode) : conferenceKeys.topTerms(c, mode, year),
    queryFn: year === skipToken ? skipToken : ({ signal }) => (mode === 'topic' ? getTopTopics(year, signal, c) : getTopKeywords(year, signal, c)),
  });

export const topicDetailsQuery = (c: string, term: string, year: LakYear) =>
  queryOptions({ ...base, queryKey: conferenceKeys.topicDetails(c, term, year), queryFn: ({ signal }) => getTopicDetails(term, year, signal, c) });

export const pieQuery = (c: string, mode: ConferenceMode, count: LakCount, year: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.pie(c, mode, count, year),
    queryFn: ({ signal }) => (mode === 'topic' ? getTopicsForPie(count, year, signal, c) : getKeysForPie(count, year, signal, c)),
  });

export const abstractsQuery = (c: string, term: string, year: LakYear) =>
  queryOptions({ ...base, queryKey: conferenceKeys.abstracts(c, term, year), queryFn: ({ signal }) => getAbstractDetails(term, year, signal, c) });

export const allTermsQuery = (c: string, mode: ConferenceMode) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.allTerms(c, mode),
    queryFn: ({ signal }) => (mode === 'topic' ? getAllTopicOptions(signal, c) : getAllKeywordOptions(signal, c)),
  });

/** The evolution of the chosen terms; `skipToken` while none is chosen (nothing is asked). */
export const evolutionQuery = (c: string, mode: ConferenceMode, items: readonly string[] | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: items === skipToken ? conferenceKeys.noEvolution(c, mode) : conferenceKeys.evolution(c, mode, items),
    queryFn: items === skipToken ? skipToken : ({ signal }) => (mode === 'topic' ? getTopicEvolution(items, signal, c) : getKeywordEvolution(items, signal, c)),
  });

export const commonImageQuery = (c: string, mode: ConferenceMode, year1: LakYear, year2: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.common(c, mode, year1, year2),
    queryFn: ({ signal }) => (mode === 'topic' ? getCommonTopicsImage(year1, year2, signal, c) : getCommonKeywordsImage(year1, year2, signal, c)),
  });

/** The top terms of each chosen year; `skipToken` while fewer than two years are chosen (nothing is asked). */
export const yearListQuery = (c: string, mode: ConferenceMode, years: readonly LakYear[] | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: years === skipToken ? conferenceKeys.noYearList(c, mode) : conferenceKeys.yearList(c, mode, years),
    queryFn: years === skipToken ? skipToken : ({ signal }) => (mode === 'topic' ? getTopicYearList(years, signal, c) : getKeywordYearList(years, signal, c)),
  });

export const cloudQuery = (c: string, mode: ConferenceMode, count: LakCount, year: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.cloud(c, mode, count, year),
    queryFn: ({ signal }) => (mode === 'topic' ? getLakTopics(count, year, signal, c) : getLakKeywords(count, year, signal, c)),
  });

export const yearTermsQuery = (c: string, mode: ConferenceMode, year: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.yearTerms(c, mode, year),
    queryFn: ({ signal }) => (mode === 'topic' ? getTopicOptionsForYear(year, signal, c) : getKeywordOptionsForYear(year, signal, c)),
  });

export const graphQuery = (c: string, term: string, year: LakYear) =>
  queryOptions({ ...base, queryKey: conferenceKeys.graph(c, term, year), queryFn: ({ signal }) => getAllTitles(term, year, signal, c) });

/** A researcher of the network and what they are listed for. */
export type NetworkNode = { author: string; term: string; year: LakYear };

/** The papers of a researcher of the network; `skipToken` while no researcher is opened (nothing is asked). */
export const nodeQuery = (c: string, node: NetworkNode | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: node === skipToken ? conferenceKeys.noNode(c) : conferenceKeys.node(c, node.author, node.term, node.year),
    queryFn: node === skipToken ? skipToken : ({ signal }) => getAuthorsListForNode(node.author, node.term, node.year, signal, c),
  });

export const authorsOfYearQuery = (c: string, year: YearOrAll) =>
  queryOptions({ ...base, queryKey: conferenceKeys.authorsOfYear(c, year), queryFn: ({ signal }) => getAuthorsForYear(year, signal, c) });

export const allAuthorsQuery = (c: string) => queryOptions({ ...base, queryKey: conferenceKeys.allAuthors(c), queryFn: ({ signal }) => getAllAuthors(signal, c) });

export const authorTopicsQuery = (c: string, a1: string, a2: string, year: YearOrAll, mode: ConferenceMode) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.authorTopics(c, a1, a2, year, mode),
    queryFn: ({ signal }) => getAuthorTopicDetails(a1, a2, year, mode, signal, c),
  });

export const authorConferenceQuery = (c: string, mode: ConferenceMode, author: string, year: YearOrAll) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.authorConference(c, mode, author, year),
    queryFn: ({ signal }) => getAuthorConferenceComparisonImage(mode, author, year, signal, c),
  });

/**
 * Opens a LAK publication on Semantic Scholar (GET fetchpaper/?!{title} gives its URL). The new tab
 * is opened at the click, so no popup blocker stops it, and pointed at the paper when the URL arrives;
 * a failure closes it and says so for 8 s (the conference notifications' time).
 */
export function useOpenPaper(conference: string) {
  const mutation = useMutation({ mutationFn: (title: string) => fetchPaper(title, conference), meta: { silent: true } });
  return {
    pending: mutation.isPending ? mutation.variables : undefined,
    open: (title: string) => {
      const tab = window.open('about:blank', '_blank');
      mutation.mutate(title, {
        onSuccess: (url) => {
          // only a web address is followed, whatever the server sends
          if (!/^https?:\/\//i.test(url)) {
            tab?.close();
            return;
          }
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else {
            window.location.assign(url);
          }
        },
        onError: (error) => {
          tab?.close();
          notifyError(error, 'conference', CONFERENCE_NOTIFICATION_MS);
        },
      });
    },
  };
}

/** The standalone build's conference corpora: a conference's status, polled while its build runs. */
export const lakCorpusKeys = { status: (conference: string) => ['lak-corpus', 'status', conference] as const };

export function lakCorpusStatusQuery(conference: string) {
  return queryOptions({
    queryKey: lakCorpusKeys.status(conference),
    queryFn: ({ signal }) => getLakCorpusStatus(signal, conference),
    refetchInterval: (query) => (query.state.data?.state === 'building' ? pollEvery.lakCorpusMs : false),
  });
}

/** What a comparison or a placement stands on: whether the corpus can be compared, and which build of it. */
export type CorpusVersion = { comparable: boolean; version: string };

function comparableVersion(status: LakCorpusStatus): CorpusVersion {
  return { comparable: status.choice === 'sample' || status.corpus !== null, version: corpusVersion(status) };
}

/**
 * A conference's corpus status reduced to its version: a screen drawn from the corpus subscribes to
 * this, so the progress ticks of a build (every poll) do not draw its charts again, only a new build does.
 */
export function corpusVersionQuery(conference: string) {
  return queryOptions({ ...lakCorpusStatusQuery(conference), select: comparableVersion });
}

/**
 * The comparison of conferences over a span of years (built-in backend). Each corpus in the answer says
 * which build it stands on (`version`): a screen holding an answer older than a corpus's status asks
 * again (ConferenceComparisonWidget).
 */
export function conferenceComparisonQuery(ids: readonly string[], from: string, to: string, mode: ConferenceMode) {
  return queryOptions({
    // under 'conference': drawn from the corpora, not from the account's tables (another tab's edit does not ask it again)
    queryKey: [...conferenceKeys.all, 'compare', ids, from, to, mode] as const,
    queryFn: ({ signal }) => getConferenceComparison(ids, from, to, mode, signal),
    staleTime: Infinity,
  });
}
