/**
 * Interest computation from stored data, as the server's pipeline does it: keywords from each
 * paper's title and abstract (SingleRank) and each tweet (Yake), both through the encyclopedia
 * filter; long-term interests aggregate all sources, short-term ones are modelled per paper year and
 * per tweet month. Blacklisted keywords are skipped; Manual interests are kept as they are.
 *
 * The keyphrase extraction loads through a dynamic import when first needed: until it has, a
 * recomputation is recorded as pending in the state and done by `computePendingInterests`, which
 * the user API awaits before serving a request that needs a signed-in user.
 */
import { extractInterests, type ExtractedInterest } from '../nlp/interests';
import { loadedKeyphrase, loadKeyphrase } from '../nlp/load-keyphrase';
import { porterStem } from '../nlp/porter';
import { clock, parseNaive } from './clock';
import { stamp, store } from './store';
import type { DbLongTerm, DbShortTerm } from './types';

type Aggregate = { score: number; originals: Set<string>; categories: string[]; ids: Set<number>; known: boolean };

/**
 * What a keyword counts for against a research phrase of two words or more that a title names: a
 * single word, a single word that one of the phrases contains, a compound no title names.
 */
const SINGLE_WORD_WEIGHT = 0.5;
const COVERED_WORD_WEIGHT = 0.25;
const UNKNOWN_COMPOUND_WEIGHT = 0.5;

function aggregate(into: Map<string, Aggregate>, extracted: ExtractedInterest[], id: number, blocked: Set<string>) {
  extracted.forEach((found) => {
    const keyword = found.keyword.toLowerCase();
    if (blocked.has(keyword)) return;
    const entry = into.get(keyword) ?? { score: 0, originals: new Set<string>(), categories: found.categories, ids: new Set<number>(), known: found.known };
    entry.score += found.score;
    found.originals.forEach((o) => entry.originals.add(o));
    entry.ids.add(id);
    into.set(keyword, entry);
  });
}

const wordStems = (phrase: string) => phrase.toLowerCase().split(/[\s-]+/).filter(Boolean).map(porterStem);

/**
 * The stems of the words of every phrase (two words or more, with the phrases merged into it) of the
 * researcher's keywords: a single word among them is covered by a phrase.
 */
export function phraseStemsOf(...maps: Map<string, Aggregate>[]): Set<string> {
  const stems = new Set<string>();
  maps.forEach((map) =>
    map.forEach((entry, keyword) => {
      if (wordStems(keyword).length < 2) return;
      [keyword, ...entry.originals].forEach((phrase) => wordStems(phrase).forEach((stem) => stems.add(stem)));
    }),
  );
  return stems;
}

/**
 * Weighs summed keyword scores by how specific each keyword is: a research phrase of two words or
 * more ("learning analytics", "self-regulated learning") counts fully; a single word is a broader
 * term and counts half ("gamification"), a quarter when a phrase of the same texts contains it
 * ("dashboard" beside "learning analytics dashboards", "feedback" beside "peer feedback"): the
 * texts mention such words around their topics far more often than they are about them. A compound
 * that the Wikipedia filter kept by its form ("blended courses") counts half: it is less sure to be
 * a topic than a phrase a title names. Summed
 * over papers (and tweets), a topic that recurs in several texts ranks above a frequent word.
 */
export function weighBySpecificity(map: Map<string, Aggregate>, phraseStems: Set<string>): void {
  map.forEach((entry, keyword) => {
    const stems = wordStems(keyword);
    if (stems.length >= 2) {
      if (!entry.known) entry.score *= UNKNOWN_COMPOUND_WEIGHT;
      return;
    }
    entry.score *= stems.every((stem) => phraseStems.has(stem)) ? COVERED_WORD_WEIGHT : SINGLE_WORD_WEIGHT;
  });
}

function scale(value: number, max: number): number {
  return max > 0 ? Math.max(1, Math.round((5 * value * 10) / max) / 10) : 1;
}

function topEntries(map: Map<string, Aggregate>, count: number): [string, Aggregate][] {
  return [...map.entries()].sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0])).slice(0, count);
}

/** Recomputes the user's short- and long-term interests from their stored papers and tweets. */
export function recomputeInterests(userId: number, now = clock.now()) {
  void now;
  const state = store.get();
  if (!loadedKeyphrase()) {
    state.pendingInterests = [...new Set([...(state.pendingInterests ?? []), userId])];
    store.changed();
    return;
  }
  const blocked = new Set(state.blacklist.filter((b) => b.user === userId).map((b) => b.keyword.toLowerCase()));
  const manual = new Set(state.longTerm.filter((i) => i.user === userId && i.source === 'Manual').map((i) => i.keyword));
  const papers = state.papers.filter((p) => p.user === userId);
  const tweets = state.tweets.filter((t) => t.user === userId && t.full_text);

  const fromPapers = new Map<string, Aggregate>();
  const byYear = new Map<number, Map<string, Aggregate>>();
  papers.forEach((paper) => {
    const extracted = extractInterests(`${paper.title ?? ''}. ${paper.abstract ?? ''}`, 'SingleRank', 15, true);
    aggregate(fromPapers, extracted, paper.id, blocked);
    const yearMap = byYear.get(paper.year) ?? new Map<string, Aggregate>();
    aggregate(yearMap, extracted, paper.id, blocked);
    byYear.set(paper.year, yearMap);
    paper.used_in_calc = true;
  });

  const fromTweets = new Map<string, Aggregate>();
  const byMonth = new Map<string, Map<string, Aggregate>>();
  tweets.forEach((tweet) => {
    const extracted = extractInterests(tweet.full_text ?? '', 'Yake', 10, true);
    aggregate(fromTweets, extracted, tweet.id, blocked);
    const d = new Date(parseNaive(tweet.created_on));
    const key = `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}`;
    const monthMap = byMonth.get(key) ?? new Map<string, Aggregate>();
    aggregate(monthMap, extracted, tweet.id, blocked);
    byMonth.set(key, monthMap);
  });

  const phraseStems = phraseStemsOf(fromPapers, fromTweets);
  [fromPapers, fromTweets, ...byYear.values(), ...byMonth.values()].forEach((map) => weighBySpecificity(map, phraseStems));

  // Long-term interests: every keyword of either source, weighted against its source's strongest one.
  const maxPaper = Math.max(0, ...[...fromPapers.values()].map((a) => a.score));
  const maxTweet = Math.max(0, ...[...fromTweets.values()].map((a) => a.score));
  const keywords = new Set([...topEntries(fromPapers, 20).map(([k]) => k), ...topEntries(fromTweets, 15).map(([k]) => k)]);
  const existing = new Map(state.longTerm.filter((i) => i.user === userId && i.source !== 'Manual').map((i) => [i.keyword, i]));
  const next: DbLongTerm[] = [];
  keywords.forEach((keyword) => {
    if (manual.has(keyword)) return;
    const p = fromPapers.get(keyword);
    const t = fromTweets.get(keyword);
    const weight = Math.max(p ? scale(p.score, maxPaper) : 0, t ? scale(t.score, maxTweet) : 0);
    const source = p && t ? 'Scholar & Twitter' : p ? 'Scholar' : 'Twitter';
    const tweetIds = [...(t?.ids ?? [])];
    const time = stamp();
    const previous = existing.get(keyword);
    next.push({
      id: previous?.id ?? store.nextId('longTerm'),
      user: userId,
      keyword,
      original_keywords: [...new Set([...(p?.originals ?? []), ...(t?.originals ?? [])])],
      categories: p?.categories ?? t?.categories ?? [],
      paper_ids: [...(p?.ids ?? [])],
      tweet_ids: tweetIds,
      weight,
      source,
      created_on: previous?.created_on ?? time,
      updated_on: time,
    });
  });
  state.longTerm = [...state.longTerm.filter((i) => i.user !== userId || i.source === 'Manual'), ...next];

  // Short-term interests: the top keywords of each paper year (month 1) and of each tweet month.
  const shortTerm: DbShortTerm[] = [];
  const addShort = (map: Map<string, Aggregate>, count: number, source: 'Scholar' | 'Twitter', year: number, month: number) => {
    const top = topEntries(map, count);
    const max = top[0]?.[1].score ?? 0;
    top.forEach(([keyword, entry]) => {
      const time = stamp();
      shortTerm.push({
        id: store.nextId('shortTerm'),
        user: userId,
        keyword,
        original_keywords: [...entry.originals],
        categories: entry.categories,
        paper_ids: source === 'Scholar' ? [...entry.ids] : [],
        tweet_ids: source === 'Twitter' ? [...entry.ids] : [],
        weight: scale(entry.score, max),
        source,
        model_month: month,
        model_year: year,
        created_on: time,
        updated_on: time,
      });
    });
  };
  [...byYear.entries()].sort((a, b) => a[0] - b[0]).forEach(([year, map]) => addShort(map, 5, 'Scholar', year, 1));
  [...byMonth.entries()].forEach(([key, map]) => {
    const [year, month] = key.split('-').map(Number);
    addShort(map, 4, 'Twitter', year ?? 0, month ?? 1);
  });
  state.shortTerm = [...state.shortTerm.filter((i) => i.user !== userId || i.source === 'Manual'), ...shortTerm];
  store.changed();
}

/** Loads the keyphrase extraction if some user's interests wait for it, then computes them. */
export async function computePendingInterests(): Promise<void> {
  if (!store.get().pendingInterests?.length) return;
  await loadKeyphrase();
  const state = store.get();
  const pending = state.pendingInterests ?? [];
  delete state.pendingInterests;
  pending.filter((id) => state.users.some((u) => u.id === id)).forEach((id) => recomputeInterests(id));
  store.changed();
}
