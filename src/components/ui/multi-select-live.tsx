import { useContext, useEffect, useRef } from 'react';
import { Button, ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { filterPlaceholder, showListLabel, type LiveMultiSelectProps, type MultiSelectIntent, type MultiSelectOption } from './multi-select-parts';
import './react-aria-csp';

/**
 * The live multiple-selection combobox, loaded by MultiSelect (multi-select.tsx) on first use: React
 * Aria Components' combobox (WAI-ARIA pattern) in Bootstrap's form classes. Typing filters the
 * options, the arrow keys move, Enter or a press toggles one, and the list stays open to choose
 * several. The chosen options are listed by MultiSelect, under the field.
 */
export function LiveMultiSelect({ label, options, value, onChange, hint, chosen, intent }: LiveMultiSelectProps) {
  const change = (keys: Key[]) => onChange(keys.map(String));
  return (
    <ComboBox selectionMode="multiple" defaultItems={options} value={[...value]} onChange={change} menuTrigger="focus" allowsEmptyCollection>
      <Label className="form-label small mb-1">{label}</Label>
      <div className="input-group input-group-sm">
        <TakeOverInput placeholder={filterPlaceholder(chosen)} intent={intent} />
        <Button className="btn btn-outline-secondary" aria-label={showListLabel(label)}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {hint ? (
        <Text slot="description" className="form-text d-block">
          {hint}
        </Text>
      ) : null}
      <Popover placement="bottom start" offset={2} className="dropdown-menu show shadow rima-menu rima-multi-select__list">
        <ListBox<MultiSelectOption> className="list-unstyled m-0" renderEmptyState={() => <div className="dropdown-item-text text-muted small">No match</div>}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className="dropdown-item rima-menu__item d-flex gap-2">
              <span className="rima-multi-select__check" aria-hidden="true" />
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * The combobox's field; on mount it takes over from the stand-in: the text typed there (the list then
 * shows the options it matches, as if it had been typed here), the focus and the caret, and the list
 * opened when it was asked for.
 */
function TakeOverInput({ placeholder, intent }: { placeholder: string; intent?: MultiSelectIntent }) {
  const state = useContext(ComboBoxStateContext);
  const inputRef = useRef<HTMLInputElement>(null);
  const tookOver = useRef(false);
  const caretPending = useRef(intent?.selection ?? null);
  useEffect(() => {
    const input = inputRef.current;
    if (!intent || !input || !state) return;
    if (!tookOver.current) {
      tookOver.current = true;
      // focus opens the list on every option (menuTrigger "focus"); the typed text then filters it
      if (intent.focus || intent.open) input.focus();
      if (intent.text !== '') state.setInputValue(intent.text);
    }
    // the caret goes where it was once the typed text is in the field
    const caret = caretPending.current;
    if (caret && input.value === intent.text) {
      caretPending.current = null;
      if (document.activeElement === input) input.setSelectionRange(caret[0], caret[1]);
    }
  });
  return <Input ref={inputRef} className="form-control" placeholder={placeholder} />;
}
