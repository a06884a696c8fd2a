import { useId, useRef } from 'react';
import { loadOnFirstUse, useLoadOnFirstUse } from './load-on-first-use';
import { notifyError } from './toasts';

export type MultiSelectOption = { value: string; label: string };

type MultiSelectProps = {
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  hint?: string;
};
export type MultiSelectFieldProps = MultiSelectProps & { placeholder: string };
/** What the user did to the stand-in before the live field arrived: whether it had focus, what was typed. */
export type FieldIntent = { focus: boolean; inputValue: string };

const liveField = loadOnFirstUse(() => import('./multi-select-field'));
/** Loads the live field (React Aria Components) once for every MultiSelect of the app. */
export const loadMultiSelect = liveField.load;

/**
 * A multiple-selection combobox (React Aria Components, WAI-ARIA combobox pattern) in Bootstrap's form
 * classes: typing filters the options, the arrow keys move, Enter or a press toggles one, and the list
 * stays open to choose several. The chosen options are listed under the field as buttons that remove
 * them, for touch and keyboard alike.
 *
 * React Aria loads on the first sign of use, not with the page (the fields sit below the fold of the
 * conference pages): until then a plain, closed combobox with the same look, name and description
 * stands in. Pointing at it or focusing it loads the library and puts the live field in its place;
 * focus and what was typed carry over (focus opens the list, as on the live field).
 */
export function MultiSelect(props: MultiSelectProps) {
  const { label, options, value, onChange } = props;
  const byValue = new Map(options.map((option) => [option.value, option]));
  const chosen = value.map((key) => byValue.get(key)).filter((option): option is MultiSelectOption => option !== undefined);
  const placeholder = chosen.length > 0 ? `${chosen.length} chosen: type to filter` : 'Type to filter';
  return (
    <div className="rima-multi-select flex-grow-1">
      <Field {...props} placeholder={placeholder} />
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

/** The combobox: the live one once loaded, else a stand-in that loads it on the first sign of use. */
function Field(props: MultiSelectFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // the list was asked for (the ▾ button) before the field arrived
  const asked = useRef(false);
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const { loaded, load } = useLoadOnFirstUse(
    liveField,
    (): FieldIntent => ({
      focus: asked.current || (input.current !== null && input.current === document.activeElement),
      inputValue: input.current?.value ?? '',
    }),
    (error) => {
      if (asked.current) notifyError(error);
      asked.current = false;
    },
  );
  if (loaded) return <loaded.module.MultiSelectField {...props} intent={loaded.intent} />;

  const { label, hint, placeholder } = props;
  return (
    <div onPointerEnter={load}>
      <label className="form-label small mb-1" htmlFor={inputId}>
        {label}
      </label>
      <div className="input-group input-group-sm">
        <input
          ref={input}
          id={inputId}
          className="form-control"
          role="combobox"
          aria-expanded="false"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          placeholder={placeholder}
          onFocus={load}
        />
        {/* out of the tab order, as on the live field: the input opens the list */}
        <button
          type="button"
          className="btn btn-outline-secondary"
          tabIndex={-1}
          aria-label={`Show the ${label.toLocaleLowerCase()}`}
          aria-haspopup="listbox"
          aria-expanded="false"
          onClick={() => {
            asked.current = true;
            load();
          }}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {/* the list the combobox controls: empty and hidden until the live field shows its own */}
      <div id={listId} role="listbox" aria-label={label} hidden />
      {hint ? (
        <span id={hintId} className="form-text d-block">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
