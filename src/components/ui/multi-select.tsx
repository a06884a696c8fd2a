import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import './react-aria-csp';

type Option = { value: string; label: string };

/**
 * A multiple-selection combobox (React Aria Components, WAI-ARIA combobox pattern) in Bootstrap's form
 * classes: typing filters the options, the arrow keys move, Enter or a press toggles one, and the list
 * stays open to choose several. The chosen options are listed under the field as buttons that remove
 * them, for touch and keyboard alike.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  hint,
}: {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  hint?: string;
}) {
  const byValue = new Map(options.map((option) => [option.value, option]));
  const chosen = value.map((key) => byValue.get(key)).filter((option): option is Option => option !== undefined);
  const change = (keys: Key[]) => onChange(keys.map(String));
  return (
    <div className="rima-multi-select flex-grow-1">
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
          <Input className="form-control" placeholder={chosen.length > 0 ? `${chosen.length} chosen: type to filter` : 'Type to filter'} />
          <Button className="btn btn-outline-secondary" aria-label={`Show the ${label.toLocaleLowerCase()}`}>
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        {hint ? (
          <Text slot="description" className="form-text d-block">
            {hint}
          </Text>
        ) : null}
        <Popover placement="bottom start" offset={2} className="dropdown-menu show shadow rima-menu rima-multi-select__list">
          <ListBox<Option> className="list-unstyled m-0" renderEmptyState={() => <div className="dropdown-item-text text-muted small">No match</div>}>
            {(option) => (
              <ListBoxItem id={option.value} textValue={option.label} className="dropdown-item rima-menu__item d-flex gap-2">
                <span className="rima-multi-select__check" aria-hidden="true" />
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <ul className="list-unstyled d-flex flex-wrap gap-1 mt-1 mb-0" aria-label={`${label}: chosen`}>
        {chosen.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary rounded-pill py-0"
              aria-label={`Remove ${option.label}`}
              onClick={() => onChange(value.filter((key) => key !== option.value))}
            >
              {option.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
