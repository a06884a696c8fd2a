import type { LongTermInterest } from '@/api/user/schemas';
import { topInterests } from '@/lib/interest-order';

/** The stage's width; its height follows the rows it holds (conceptMap's `stage`). */
export const CONCEPT_STAGE = { width: 900 } as const;
export const CONCEPT_INTEREST_LIMIT = 5;
export const CONCEPT_LABEL_LIMIT = 35;
/** categories drawn per interest; the text alternative says how many there are in all */
export const CONCEPT_CATEGORY_LIMIT = 6;

/** Category labels over 35 characters are cut to 35 plus '...' (spec section 9). */
export function truncateLabel(label: string, limit = CONCEPT_LABEL_LIMIT): string {
  return label.length > limit ? `${label.slice(0, limit)}...` : label;
}

export type ConceptNode = { id: string; kind: 'interest' | 'category'; label: string; fullLabel: string; x: number; y: number };
export type ConceptLink = { source: string; target: string };
export type ConceptInterest = { keyword: string; weight: number; categories: string[]; totalCategories: number };
export type ConceptMap = { interests: ConceptInterest[]; nodes: ConceptNode[]; links: ConceptLink[]; stage: { width: number; height: number } };

const INTEREST_X = 210;
const CATEGORY_X = 560;
const MARGIN_Y = 70;
/** room per row: an interest's label sits above its circle; a category is one line of text */
const INTEREST_ROW = 120;
const CATEGORY_ROW = 40;

/** Height of a stage that fits its rows without crowding them: no taller than the rows need. */
export function conceptStageHeight(interestCount: number, categoryCount: number): number {
  const rows = Math.max((interestCount - 1) * INTEREST_ROW, (categoryCount - 1) * CATEGORY_ROW, 0);
  return rows + 2 * MARGIN_Y;
}

function spread(height: number, count: number, index: number): number {
  if (count <= 1) return height / 2;
  return MARGIN_Y + (index * (height - 2 * MARGIN_Y)) / (count - 1);
}

/**
 * The concept map: the top 5 interests (in the order of every screen, orderInterests) on the left, their Wikipedia categories on the
 * right (one node per distinct category, shared ones linked to every interest that has them), on a
 * stage 900 wide and as tall as its rows need. Categories are ordered by the interests they belong
 * to, so links rarely cross. An interest without a category keeps its node, unlinked (the chart says so).
 */
export function conceptMap(interests: readonly LongTermInterest[]): ConceptMap {
  const top = topInterests(interests, CONCEPT_INTEREST_LIMIT).map((interest) => {
      const names = [...new Set(interest.categories.map((c) => (c.name ?? '').trim()).filter((name) => name !== ''))];
      return { keyword: interest.keyword, weight: interest.weight, categories: names.slice(0, CONCEPT_CATEGORY_LIMIT), totalCategories: names.length };
    });
  const categoryOwners = new Map<string, number[]>();
  top.forEach((interest, index) =>
    interest.categories.forEach((name) => categoryOwners.set(name, [...(categoryOwners.get(name) ?? []), index])),
  );
  const mean = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / list.length;
  const categories = [...categoryOwners.entries()].sort((a, b) => mean(a[1]) - mean(b[1]) || a[0].localeCompare(b[0]));
  const stage = { width: CONCEPT_STAGE.width, height: conceptStageHeight(top.length, categories.length) };
  const nodes: ConceptNode[] = [
    ...top.map((interest, index) => ({
      id: `interest:${interest.keyword}`,
      kind: 'interest' as const,
      label: truncateLabel(interest.keyword),
      fullLabel: interest.keyword,
      x: INTEREST_X,
      y: spread(stage.height, top.length, index),
    })),
    ...categories.map(([name], index) => ({
      id: `category:${name}`,
      kind: 'category' as const,
      label: truncateLabel(name),
      fullLabel: name,
      x: CATEGORY_X,
      y: spread(stage.height, categories.length, index),
    })),
  ];
  const links = top.flatMap((interest) => interest.categories.map((name) => ({ source: `interest:${interest.keyword}`, target: `category:${name}` })));
  return { interests: top, nodes, links, stage };
}
