import type { UserSimilarity } from '@/api/user/schemas';

export type Side = 'mine' | 'theirs';
export type Pick = { side: Side; keyword: string } | null;

export type SimilarKeywords = {
  /** the caller's keywords that have similar partners */
  mine: string[];
  /** the other user's keywords that have similar partners */
  theirs: string[];
  /** partners of each keyword on the other side */
  partners: { mine: Record<string, string[]>; theirs: Record<string, string[]> };
};

/**
 * The 'Similar Keywords' modal: both sides' keywords that have partners. A side's list also takes
 * the partners the other side names, so that a highlight always has something to land on.
 */
export function similarKeywords(venn: UserSimilarity['venn_chart_data']): SimilarKeywords {
  const fromMine = venn.similar_interests.user_1;
  const fromTheirs = venn.similar_interests.user_2;
  const unique = (list: string[]) => [...new Set(list)];
  const mine = unique([...Object.keys(fromMine), ...Object.values(fromTheirs).flat()]);
  const theirs = unique([...Object.keys(fromTheirs), ...Object.values(fromMine).flat()]);
  const partnersOf = (side: Side, keyword: string): string[] => {
    const direct = side === 'mine' ? fromMine[keyword] : fromTheirs[keyword];
    const reverse = Object.entries(side === 'mine' ? fromTheirs : fromMine)
      .filter(([, list]) => list.includes(keyword))
      .map(([other]) => other);
    return unique([...(direct ?? []), ...reverse]);
  };
  return {
    mine,
    theirs,
    partners: {
      mine: Object.fromEntries(mine.map((keyword) => [keyword, partnersOf('mine', keyword)])),
      theirs: Object.fromEntries(theirs.map((keyword) => [keyword, partnersOf('theirs', keyword)])),
    },
  };
}

/** Keywords on `side` that match the picked keyword of the other side. */
export function highlighted(model: SimilarKeywords, pick: Pick, side: Side): Set<string> {
  if (!pick || pick.side === side) return new Set();
  return new Set(model.partners[pick.side][pick.keyword] ?? []);
}

export function isSimilarEmpty(model: SimilarKeywords): boolean {
  return model.mine.length === 0 && model.theirs.length === 0;
}
