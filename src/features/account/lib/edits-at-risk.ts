import type { LongTermInterest } from '@/api/user/schemas';

/** One of the user's edits that a RIMA server's regeneration may undo, as far as the server's interest list shows it. */
export type EditAtRisk = { keyword: string; weight: number; kind: 'manual' | 'weight' };

/**
 * The edits a regeneration on a RIMA server may undo, from what the server reports: interests of source
 * Manual (added, or renamed in Manage Interests, which saves the new name as a new interest) and, where
 * the server marks them, weights set by hand. `weightsKnown` is false when the server does not say which
 * weights were set by hand (the RIMA server never does): any changed weight may then be recomputed unseen.
 */
export function editsAtRisk(interests: readonly LongTermInterest[]): { edits: EditAtRisk[]; weightsKnown: boolean } {
  const edits = interests
    .flatMap((interest): EditAtRisk[] => {
      if (interest.source === 'Manual') return [{ keyword: interest.keyword, weight: interest.weight, kind: 'manual' }];
      if (interest.weight_set_by_hand) return [{ keyword: interest.keyword, weight: interest.weight, kind: 'weight' }];
      return [];
    })
    .sort((a, b) => a.keyword.localeCompare(b.keyword));
  return { edits, weightsKnown: interests.some((interest) => interest.weight_set_by_hand !== undefined) };
}

/** How one edit reads in the list. */
export function editAtRiskText(edit: EditAtRisk): string {
  return edit.kind === 'manual' ? `${edit.keyword}: added or renamed by you (weight ${edit.weight})` : `${edit.keyword}: weight ${edit.weight} set by you`;
}
