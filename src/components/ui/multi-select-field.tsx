import { useContext, useEffect, useRef, type RefObject } from 'react';
import { Button, ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import type { FieldIntent, MultiSelectFieldProps, MultiSelectOption } from './multi-select';
import './react-aria-csp';

/**
 * The live field of MultiSelect (multi-select.tsx), React Aria's combobox, loaded on the first sign
 * of use; see there. `intent`: what the user did to the stand-in before this module arrived.
 */
export function MultiSelectField({ label, options, value, onChange, hint, placeholder, intent }: MultiSelectFieldProps & { intent?: FieldIntent }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const change = (keys: Key[]) => onChange(keys.map(String));
  return (
    <ComboBox
      selectionMode="multiple"
      defaultItems={options}
      value={[...value]}
      onChange={change}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className="form-label small mb-1">{label}</Label>
      <div className="input-group input-group-sm">
        <Input ref={inputRef} className="form-control" placeholder={placeholder} />
        <Button className="btn btn-outline-secondary" aria-label={`Show the ${label.toLocaleLowerCase()}`}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {hint ? (
        <Text slot="description" className="form-text d-block">
          {hint}
        </Text>
      ) : null}
      {intent?.focus ? <CarryOutIntent intent={intent} inputRef={inputRef} /> : null}
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
 * Focuses the live input where the stand-in had focus (which opens the list: the field opens on
 * focus) and enters what was typed there, so that the list shows the options matching it.
 */
function CarryOutIntent({ intent, inputRef }: { intent: FieldIntent; inputRef: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    // as if typed here: the list shows the options that match it
    if (intent.inputValue !== '') state?.setInputValue(intent.inputValue);
  }, [intent, inputRef, state]);
  return null;
}
