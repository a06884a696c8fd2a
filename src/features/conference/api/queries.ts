import { queryOptions, skipToken, useMutation, type SkipToken } from '@tanstack/react-query';
import {
  getAbstractDetails,
  getAllAuthors,
  getAllKeywordOptions,
  getAllTitles,
  getAllTopicOptions,
  getAuthorConferenceComparisonImage,
  getAuthorsForYear,
  getAuthorsListForNode,
  getAuthorTopicDetails,
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

export const conferenceKeys = {
  all: ['conference'] as const,
  topTerms: (mode: ConferenceMode, year: LakYear) => [...conferenceKeys.all, 'top', mode, year] as const,
  /** no year chosen: null is no year, so this key never stands for a real top list */
  noTopTerms: (mode: ConferenceMode) => [...conferenceKeys.all, 'top', mode, null] as const,
  topicDetails: (term: string, year: LakYear) => [...conferenceKeys.all, 'topic-details', term, year] as const,
  pie: (mode: ConferenceMode, count: LakCount, year: LakYear) => [...conferenceKeys.all, 'pie', mode, count, year] as const,
  abstracts: (term: string, year: LakYear) => [...conferenceKeys.all, 'abstracts', term, year] as const,
  allTerms: (mode: ConferenceMode) => [...conferenceKeys.all, 'all-terms', mode] as const,
  evolution: (mode: ConferenceMode, items: readonly string[]) => [...conferenceKeys.all, 'evolution', mode, ...items] as const,
  /** nothing to compare: null is no term, so this key never stands for a real comparison */
  noEvolution: (mode: ConferenceMode) => [...conferenceKeys.all, 'evolution', mode, null] as const,
  common: (mode: ConferenceMode, year1: LakYear, year2: LakYear) => [...conferenceKeys.all, 'common', mode, year1, year2] as const,
  yearList: (mode: ConferenceMode, years: readonly LakYear[]) => [...conferenceKeys.all, 'year-list', mode, ...years] as const,
  /** too few years to compare: null is no year, so this key never stands for a real comparison */
  noYearList: (mode: ConferenceMode) => [...conferenceKeys.all, 'year-list', mode, null] as const,
  cloud: (mode: ConferenceMode, count: LakCount, year: LakYear) => [...conferenceKeys.all, 'cloud', mode, count, year] as const,
  yearTerms: (mode: ConferenceMode, year: LakYear) => [...conferenceKeys.all, 'year-terms', mode, year] as const,
  graph: (term: string, year: LakYear) => [...conferenceKeys.all, 'graph', term, year] as const,
  node: (author: string, term: string, year: LakYear) => [...conferenceKeys.all, 'node', author, term, year] as const,
  /** no researcher opened: null is no author's name, so this key never stands for a real node */
  noNode: () => [...conferenceKeys.all, 'node', null] as const,
  authorsOfYear: (year: YearOrAll) => [...conferenceKeys.all, 'authors', year] as const,
  allAuthors: () => [...conferenceKeys.all, 'authors', 'every year'] as const,
  authorTopics: (a1: string, a2: string, year: YearOrAll, mode: ConferenceMode) =>
    [...conferenceKeys.all, 'author-topics', a1, a2, year, mode] as const,
  authorConference: (mode: ConferenceMode, author: string, year: YearOrAll) => [...conferenceKeys.all, 'author-conference', mode, author, year] as const,
};

/** The top terms of a year; `skipToken` when no single year is chosen (nothing is asked). */
export const topTermsQuery = (mode: ConferenceMode, year: LakYear | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: year === skipToken ? conferenceKeys.noTopTerms(mode) : conferenceKeys.topTerms(mode, year),
    queryFn: year === skipToken ? skipToken : ({ signal }) => (mode === 'topic' ? getTopTopics(year, signal) : getTopKeywords(year, signal)),
  });

export const topicDetailsQuery = (term: string, year: LakYear) =>
  queryOptions({ ...base, queryKey: conferenceKeys.topicDetails(term, year), queryFn: ({ signal }) => getTopicDetails(term, year, signal) });

export const pieQuery = (mode: ConferenceMode, count: LakCount, year: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.pie(mode, count, year),
    queryFn: ({ signal }) => (mode === 'topic' ? getTopicsForPie(count, year, signal) : getKeysForPie(count, year, signal)),
  });

export const abstractsQuery = (term: string, year: LakYear) =>
  queryOptions({ ...base, queryKey: conferenceKeys.abstracts(term, year), queryFn: ({ signal }) => getAbstractDetails(term, year, signal) });

export const allTermsQuery = (mode: ConferenceMode) =>
  queryOptions({ ...base, queryKey: conferenceKeys.allTerms(mode), queryFn: ({ signal }) => (mode === 'topic' ? getAllTopicOptions(signal) : getAllKeywordOptions(signal)) });

/** The evolution of the chosen terms; `skipToken` while none is chosen (nothing is asked). */
export const evolutionQuery = (mode: ConferenceMode, items: readonly string[] | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: items === skipToken ? conferenceKeys.noEvolution(mode) : conferenceKeys.evolution(mode, items),
    queryFn: items === skipToken ? skipToken : ({ signal }) => (mode === 'topic' ? getTopicEvolution(items, signal) : getKeywordEvolution(items, signal)),
  });

export const commonImageQuery = (mode: ConferenceMode, year1: LakYear, year2: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.common(mode, year1, year2),
    queryFn: ({ signal }) => (mode === 'topic' ? getCommonTopicsImage(year1, year2, signal) : getCommonKeywordsImage(year1, year2, signal)),
  });

/** The top terms of each chosen year; `skipToken` while fewer than two years are chosen (nothing is asked). */
export const yearListQuery = (mode: ConferenceMode, years: readonly LakYear[] | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: years === skipToken ? conferenceKeys.noYearList(mode) : conferenceKeys.yearList(mode, years),
    queryFn: years === skipToken ? skipToken : ({ signal }) => (mode === 'topic' ? getTopicYearList(years, signal) : getKeywordYearList(years, signal)),
  });

export const cloudQuery = (mode: ConferenceMode, count: LakCount, year: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.cloud(mode, count, year),
    queryFn: ({ signal }) => (mode === 'topic' ? getLakTopics(count, year, signal) : getLakKeywords(count, year, signal)),
  });

export const yearTermsQuery = (mode: ConferenceMode, year: LakYear) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.yearTerms(mode, year),
    queryFn: ({ signal }) => (mode === 'topic' ? getTopicOptionsForYear(year, signal) : getKeywordOptionsForYear(year, signal)),
  });

export const graphQuery = (term: string, year: LakYear) =>
  queryOptions({ ...base, queryKey: conferenceKeys.graph(term, year), queryFn: ({ signal }) => getAllTitles(term, year, signal) });

/** A researcher of the network and what they are listed for. */
export type NetworkNode = { author: string; term: string; year: LakYear };

/** The papers of a researcher of the network; `skipToken` while no researcher is opened (nothing is asked). */
export const nodeQuery = (node: NetworkNode | SkipToken) =>
  queryOptions({
    ...base,
    queryKey: node === skipToken ? conferenceKeys.noNode() : conferenceKeys.node(node.author, node.term, node.year),
    queryFn: node === skipToken ? skipToken : ({ signal }) => getAuthorsListForNode(node.author, node.term, node.year, signal),
  });

export const authorsOfYearQuery = (year: YearOrAll) =>
  queryOptions({ ...base, queryKey: conferenceKeys.authorsOfYear(year), queryFn: ({ signal }) => getAuthorsForYear(year, signal) });

export const allAuthorsQuery = () => queryOptions({ ...base, queryKey: conferenceKeys.allAuthors(), queryFn: ({ signal }) => getAllAuthors(signal) });

export const authorTopicsQuery = (a1: string, a2: string, year: YearOrAll, mode: ConferenceMode) =>
  queryOptions({ ...base, queryKey: conferenceKeys.authorTopics(a1, a2, year, mode), queryFn: ({ signal }) => getAuthorTopicDetails(a1, a2, year, mode, signal) });

export const authorConferenceQuery = (mode: ConferenceMode, author: string, year: YearOrAll) =>
  queryOptions({
    ...base,
    queryKey: conferenceKeys.authorConference(mode, author, year),
    queryFn: ({ signal }) => getAuthorConferenceComparisonImage(mode, author, year, signal),
  });

/**
 * Opens a LAK publication on Semantic Scholar (GET fetchpaper/?!{title} gives its URL). The new tab
 * is opened at the click, so no popup blocker stops it, and pointed at the paper when the URL arrives;
 * a failure closes it and says so for 8 s (the conference notifications' time).
 */
export function useOpenPaper() {
  const mutation = useMutation({ mutationFn: fetchPaper, meta: { silent: true } });
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

/** The standalone build's LAK corpus: its status, polled while a build runs. */
export const lakCorpusKeys = { status: () => ['lak-corpus', 'status'] as const };

export function lakCorpusStatusQuery() {
  return queryOptions({
    queryKey: lakCorpusKeys.status(),
    queryFn: ({ signal }) => getLakCorpusStatus(signal),
    refetchInterval: (query) => (query.state.data?.state === 'building' ? pollEvery.lakCorpusMs : false),
  });
}
