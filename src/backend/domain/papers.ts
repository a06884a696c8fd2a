/**
 * The papers repository: a researcher's papers, added, edited (in place, or as a copy that replaces
 * the old one), deleted or removed for good. The paper routes (handlers/user/papers.ts) check the
 * request and answer; every change here marks the data changed.
 */
import { cataloguePapers } from '../seed/catalogue';
import { hex40 } from '../seed/random';
import type { Db } from './index';
import type { DbPaper } from './types';

/** The fields a request may set on a paper (validated by the route). */
export type PaperFields = Partial<Pick<DbPaper, 'paper_id' | 'title' | 'authors' | 'url' | 'year' | 'abstract' | 'used_in_calc' | 'user'>>;

/** A uuid-shaped id for an edited copy, derived from the old row and the time (deterministic). */
function copyPaperId(oldId: number, time: string): string {
  const hex = hex40(`copy:${oldId}:${time}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type CataloguePaper = ReturnType<typeof cataloguePapers>[number];

/** The demo catalogue's papers of the researcher's author, by Semantic Scholar id (empty for other authors). */
export function catalogueOf(db: Db, userId: number): Map<string, CataloguePaper> {
  const user = db.store.get().users.find((u) => u.id === userId);
  const papers = user?.author_id ? cataloguePapers(user.author_id, db.now(), { listedLater: true }) : [];
  return new Map(papers.map((paper) => [paper.paper_id, paper]));
}

export class Papers {
  constructor(private readonly db: Db) {}

  /** The researcher's papers, newest year first (papers without a year last), ties by id. */
  ofUser(userId: number): DbPaper[] {
    return this.db
      .state()
      .papers.filter((p) => p.user === userId)
      .sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity) || a.id - b.id);
  }

  /** The researcher's paper of that id; undefined when it is not theirs. */
  find(userId: number, id: number): DbPaper | undefined {
    return this.db.state().papers.find((p) => p.id === id && p.user === userId);
  }

  /** Adds a paper the researcher typed in ('manual' unless it names its id; not used in the profile unless it says so). */
  add(userId: number, fields: PaperFields): DbPaper {
    const time = this.db.store.stamp();
    const paper: DbPaper = {
      id: this.db.nextId('paper'),
      paper_id: fields.paper_id === undefined ? 'manual' : fields.paper_id,
      title: fields.title ?? null,
      authors: fields.authors ?? null,
      url: fields.url ?? null,
      year: fields.year ?? 0,
      abstract: fields.abstract === undefined ? '' : fields.abstract,
      used_in_calc: fields.used_in_calc ?? false,
      updated_on: time,
      created_on: time,
      user: userId,
    };
    this.db.state().papers.push(paper);
    this.db.touch();
    return paper;
  }

  /** Changes the paper's fields in place (a `user` among them moves it to that researcher). */
  update(paper: DbPaper, fields: PaperFields): DbPaper {
    Object.assign(paper, fields, { updated_on: this.db.store.stamp() });
    this.db.touch();
    return paper;
  }

  /**
   * The development line's edit: a copy with the fields changed (new id, a uuid-like paper_id, not yet
   * used in the profile) replaces the paper, which is removed for good so that a fetch does not bring it back.
   */
  editAsCopy(userId: number, paper: DbPaper, fields: PaperFields): DbPaper {
    const time = this.db.store.stamp();
    const copy: DbPaper = {
      ...paper,
      id: this.db.nextId('paper'),
      paper_id: copyPaperId(paper.id, time),
      title: fields.title === undefined ? paper.title : fields.title,
      authors: fields.authors === undefined ? paper.authors : fields.authors,
      url: fields.url === undefined ? paper.url : fields.url,
      year: fields.year ?? paper.year,
      abstract: fields.abstract === undefined ? paper.abstract : fields.abstract,
      used_in_calc: false,
      created_on: time,
      updated_on: time,
    };
    this.takeOffForGood(userId, paper);
    this.db.state().papers.push(copy);
    this.db.touch();
    return copy;
  }

  /** Deletes the researcher's paper of that id (a later fetch may bring it back); false when it is not theirs. */
  delete(userId: number, id: number): boolean {
    const paper = this.find(userId, id);
    if (!paper) return false;
    const state = this.db.state();
    state.papers = state.papers.filter((p) => p !== paper);
    this.db.touch();
    return true;
  }

  /** Takes the researcher's paper off for good: it goes, and a later fetch skips it; false when it is not theirs. */
  removeForGood(userId: number, id: number): boolean {
    const paper = this.find(userId, id);
    if (!paper) return false;
    this.takeOffForGood(userId, paper);
    this.db.touch();
    return true;
  }

  /** The source ids of the researcher's papers removed for good, each once, in the order removed. */
  removedIds(userId: number): string[] {
    return [...new Set((this.db.store.get().removedPapers ?? []).filter((r) => r.user === userId).map((r) => r.paper_id))];
  }

  /**
   * Forgets that the researcher removed the paper for good, so that the next fetch may bring it back;
   * a paper the demo catalogue knows for the researcher's author is back at once (`back`). Null, and
   * nothing changed, when it was not removed.
   */
  restoreRemoved(userId: number, paperId: string): { back: boolean } | null {
    const state = this.db.state();
    const removed = state.removedPapers ?? [];
    if (!removed.some((r) => r.user === userId && r.paper_id === paperId)) return null;
    state.removedPapers = removed.filter((r) => !(r.user === userId && r.paper_id === paperId));
    const known = catalogueOf(this.db, userId).get(paperId);
    const back = known !== undefined && !state.papers.some((p) => p.user === userId && p.paper_id === paperId);
    if (known && back) {
      const created = this.db.store.stamp();
      state.papers.push({ ...known, id: this.db.nextId('paper'), used_in_calc: false, created_on: created, updated_on: created, user: userId });
    }
    this.db.touch();
    return { back };
  }

  /** Takes the paper off the researcher and remembers it (by its source's id), so that a later fetch does not bring it back. */
  private takeOffForGood(userId: number, paper: DbPaper): void {
    const state = this.db.state();
    state.papers = state.papers.filter((p) => p !== paper);
    if (paper.paper_id) state.removedPapers = [...(state.removedPapers ?? []), { user: userId, paper_id: paper.paper_id }];
  }
}
