// What the multiple-selection combobox (multi-select.tsx) and its live widget (multi-select-live.tsx) share.

export type MultiSelectOption = { value: string; label: string };

export type MultiSelectProps = {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  hint?: string;
};

/**
 * What the user did to the stand-in before the live combobox arrived: whether it had focus, the text
 * typed into it and where the caret was, and whether the list was asked for (its button, ArrowDown,
 * Enter).
 */
export type MultiSelectIntent = { focus: boolean; text: string; selection: readonly [number, number] | null; open: boolean };

/** The live widget's props: MultiSelect's, how many of the options are chosen (counted once, by MultiSelect), and the stand-in's intent. */
export type LiveMultiSelectProps = MultiSelectProps & { chosen: number; intent?: MultiSelectIntent };

/** The field's placeholder: how many are chosen, and that typing filters. */
export function filterPlaceholder(chosen: number): string {
  return chosen > 0 ? `${chosen} chosen: type to filter` : 'Type to filter';
}

/** The name of the button that shows the list. */
export function showListLabel(label: string): string {
  return `Show the ${label.toLocaleLowerCase()}`;
}
