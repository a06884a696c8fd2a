// What the sidebar's user search (user-search.tsx) and its live combobox (user-search-live.tsx) share.

import { FieldFailure } from '@/components/ui/field-failure';

/** What is typed (`value`) and the query that stands for it (`term`, see termAfter). */
export type SearchText = { value: string; term: string };

/**
 * What the user did to the stand-in before the live search arrived: whether it had focus, and where
 * the caret was (the selection's start and end) when it had.
 */
export type SearchIntent = { focus: boolean; selection: readonly [number, number] | null };

export type LiveUserSearchProps = {
  text: SearchText;
  onTextChange: (value: string) => void;
  onNavigate?: () => void;
  intent?: SearchIntent;
};

/** The field's name, read by its visually hidden label. */
export const USER_SEARCH_LABEL = 'Search for users';
export const USER_SEARCH_PLACEHOLDER = 'Search for users..';

/** The search's own error (no toast): shown under the field, with a retry. */
export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return <FieldFailure message="The search failed." onRetry={onRetry} />;
}
