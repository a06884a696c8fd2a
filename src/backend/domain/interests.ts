/**
 * The interests repository: a researcher's long- and short-term interests and blacklist, read and
 * changed by the profile's rules. The interest routes (handlers/user/interests.ts) parse the request,
 * call one of these and answer; every change here marks the data changed (it is stored once the
 * request ends).
 */
import type { InterestSource } from '@/api/user/interest-sources';
import type { ActivityStats, BlacklistedKeyword, StreamGraph } from '@/api/user/schemas';
import { monthLabel, parseNaive } from './clock';
import type { Db } from './index';
import { PROFILE_YEARS } from './profile-window';
import { manualInterest } from './store';
import type { DbLongTerm, DbShortTerm } from './types';

/** One interest as the researcher saves it (Manage Interests): its name, weight and, on the development line, source. */
export type InterestEdit = { name: string; weight: number; source?: InterestSource };

const byWeight = (a: { weight: number; id: number }, b: { weight: number; id: number }) => b.weight - a.weight || a.id - b.id;

export class Interests {
  constructor(private readonly db: Db) {}

  /** The researcher's interests, heaviest first (ties by id), or oldest first with `order` 'date'. */
  ofUser(userId: number, order: 'weight' | 'date' = 'weight'): DbLongTerm[] {
    const own = this.db.state().longTerm.filter((i) => i.user === userId);
    return order === 'date' ? own.sort((a, b) => parseNaive(a.created_on) - parseNaive(b.created_on) || a.id - b.id) : own.sort(byWeight);
  }

  /** The researcher's interest of that id; undefined when it is not theirs. */
  find(userId: number, id: number): DbLongTerm | undefined {
    return this.db.state().longTerm.find((i) => i.id === id && i.user === userId);
  }

  /**
   * Saves interests as the researcher set them: an existing one takes the new weight (a changed
   * weight of a computed interest is marked as set by hand, so that regeneration keeps it), a new one
   * is added as Manual, and a saved keyword leaves the blacklist. `replaceAll` (the development line)
   * deletes every interest the edits do not name.
   */
  save(userId: number, edits: readonly InterestEdit[], { replaceAll }: { replaceAll: boolean }) {
    const state = this.db.state();
    if (replaceAll) {
      const kept = new Set(edits.map(({ name }) => name.toLowerCase()));
      state.longTerm = state.longTerm.filter((i) => i.user !== userId || kept.has(i.keyword));
    }
    edits.forEach(({ name, weight, source }) => {
      const keyword = name.toLowerCase();
      const existing = state.longTerm.find((i) => i.user === userId && i.keyword === keyword);
      if (existing) {
        if (existing.weight !== weight && existing.source !== 'Manual') existing.set_by_hand = true;
        existing.weight = weight;
        if (source) existing.source = source;
        existing.updated_on = this.db.store.stamp();
      } else {
        const row = manualInterest({ id: this.db.nextId('longTerm'), user: userId, keyword, weight, time: this.db.store.stamp() });
        state.longTerm.push(source ? { ...row, source } : row);
      }
      state.blacklist = state.blacklist.filter((b) => !(b.user === userId && b.keyword === keyword));
    });
    this.db.touch();
  }

  /** Puts keywords on the researcher's blacklist, removing them from their interests (long- and short-term). */
  blacklist(userId: number, keywords: readonly string[]) {
    const state = this.db.state();
    keywords.forEach((keyword) => {
      const lower = keyword.toLowerCase();
      state.longTerm = state.longTerm.filter((i) => !(i.user === userId && i.keyword === lower));
      state.shortTerm = state.shortTerm.filter((i) => !(i.user === userId && i.keyword === lower));
      if (!state.blacklist.some((b) => b.user === userId && b.keyword === lower)) {
        state.blacklist.push({ id: this.db.nextId('blacklist'), user: userId, keyword: lower });
      }
    });
    this.db.touch();
  }

  /** Removes the researcher's interest of that id, its keyword going on the blacklist; false when it is not theirs. */
  remove(userId: number, id: number): boolean {
    const interest = this.find(userId, id);
    if (!interest) return false;
    this.blacklist(userId, [interest.keyword]);
    return true;
  }

  /** The researcher's blacklisted keywords. */
  blacklistOf(userId: number): BlacklistedKeyword[] {
    return this.db
      .state()
      .blacklist.filter((b) => b.user === userId)
      .map((b) => ({ id: b.id, keyword: b.keyword }));
  }

  /** Takes the researcher's blacklist entry of that id off the list; false when it is not theirs. */
  unblacklist(userId: number, entryId: number): boolean {
    const state = this.db.state();
    const entry = state.blacklist.find((b) => b.id === entryId && b.user === userId);
    if (!entry) return false;
    state.blacklist = state.blacklist.filter((b) => b !== entry);
    this.db.touch();
    return true;
  }

  /** The at most 5 recent short-term interests (api-contract 4.14): ~3 from papers, ~2 from tweets, topped up. */
  recent(userId: number): DbShortTerm[] {
    const rows = this.db
      .state()
      .shortTerm.filter((i) => i.user === userId)
      .sort((a, b) => b.model_year - a.model_year || b.model_month - a.model_month || b.weight - a.weight || a.id - b.id);
    const chosen: DbShortTerm[] = [];
    const keywords = new Set<string>();
    const take = (source: DbShortTerm['source'] | null, limit: number) => {
      let taken = 0;
      rows.forEach((row) => {
        if (chosen.length >= 5 || taken >= limit || keywords.has(row.keyword)) return;
        if (source !== null && row.source !== source) return;
        chosen.push(row);
        keywords.add(row.keyword);
        taken += 1;
      });
    };
    take('Scholar', 3);
    take('Twitter', 2);
    take(null, 5);
    return rows.filter((row) => chosen.includes(row));
  }

  /** The profile as others see it: up to 15 computed interests (~9 from papers, ~6 from tweets, topped up) plus every Manual one (api-contract 4.15). */
  profile(userId: number): DbLongTerm[] {
    const all = this.ofUser(userId);
    const computed = all.filter((i) => i.source !== 'Manual');
    const chosen = new Set<DbLongTerm>();
    computed.filter((i) => i.source !== 'Twitter').slice(0, 9).forEach((i) => chosen.add(i));
    computed.filter((i) => i.source === 'Twitter').slice(0, 6).forEach((i) => chosen.add(i));
    computed.forEach((i) => {
      if (chosen.size < 15) chosen.add(i);
    });
    return all.filter((i) => i.source === 'Manual' || chosen.has(i));
  }

  /** Interest Trends: the top 10 short-term interests of each of the last six months (posts) and of each year of the profile's window (papers). */
  streamGraph(userId: number): StreamGraph {
    const rows = this.db.state().shortTerm.filter((i) => i.user === userId);
    const point = (i: DbShortTerm) => ({ keyword__name: i.keyword, weight: i.weight });
    const twitter_data: StreamGraph['twitter_data'] = {};
    const current = new Date(this.db.now());
    for (let back = 5; back >= 0; back -= 1) {
      const d = new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - back, 1));
      const [year, month] = [d.getUTCFullYear(), d.getUTCMonth() + 1];
      twitter_data[monthLabel(year, month - 1)] = rows
        .filter((i) => i.source === 'Twitter' && i.model_year === year && i.model_month === month)
        .sort(byWeight)
        .slice(0, 10)
        .map(point);
    }
    const paper_data: StreamGraph['paper_data'] = {};
    // the profile's window (the release's server gives five years; Interest Trends shows what it gets)
    for (let year = current.getUTCFullYear() - PROFILE_YEARS + 1; year <= current.getUTCFullYear(); year += 1) {
      paper_data[String(year)] = rows
        .filter((i) => i.source === 'Scholar' && i.model_year === year)
        .sort(byWeight)
        .slice(0, 10)
        .map(point);
    }
    return { twitter_data, paper_data };
  }

  /** Activities: papers per year and posts per month. */
  activityStats(userId: number): ActivityStats {
    const state = this.db.state();
    const papers: Record<string, number> = {};
    state.papers
      .flatMap((p) => (p.user === userId && p.year !== null ? [p.year] : []))
      .sort((a, b) => a - b)
      .forEach((year) => (papers[String(year)] = (papers[String(year)] ?? 0) + 1));
    const tweets: Record<string, number> = {};
    state.tweets
      .filter((t) => t.user === userId)
      .map((t) => parseNaive(t.created_on))
      .sort((a, b) => a - b)
      .forEach((ms) => {
        const d = new Date(ms);
        const label = monthLabel(d.getUTCFullYear(), d.getUTCMonth());
        tweets[label] = (tweets[label] ?? 0) + 1;
      });
    return { papers, tweets };
  }
}
