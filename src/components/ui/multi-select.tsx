import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FieldFailure } from './field-failure';
import { hasFocus, loadOnFirstUse, useLoadOnFirstUse } from './load-on-first-use';
import { filterPlaceholder, showListLabel, type MultiSelectIntent, type MultiSelectOption, type MultiSelectProps } from './multi-select-parts';

const liveMultiSelect = loadOnFirstUse(() => import('./multi-select-live'));
/** Loads the live multiple-selection combobox (React Aria Components) once for every one of the app. */
export const loadMultiSelect = liveMultiSelect.load;

/** Keys that open a combobox's list (React Aria's). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

/**
 * A multiple-selection combobox (React Aria Components, WAI-ARIA combobox pattern) in Bootstrap's form
 * classes: typing filters the options, the arrow keys move, Enter or a press toggles one, and the list
 * stays open to choose several (see multi-select-live.tsx). The chosen options are listed under the
 * field as buttons that remove them, for touch and keyboard alike.
 *
 * As the sidebar's user search, React Aria loads on the first sign of use, not with the page (the
 * conference pages show the combobox under their charts): until then a plain text field stands in,
 * with the same look, name, description and `role="combobox"` (collapsed). Pointing at it or focusing
 * it loads the live combobox, which takes its place with the text typed so far, the caret, the focus
 * and its list open when it was asked for. The chosen options can be removed meanwhile. Should the
 * library not load, the field says so with Try again.
 */
export function MultiSelect(props: MultiSelectProps) {
  const { label, options, value, onChange } = props;
  const byValue = new Map(options.map((option) => [option.value, option]));
  const chosen = value.map((key) => byValue.get(key)).filter((option): option is MultiSelectOption => option !== undefined);
  return (
    <div className="rima-multi-select flex-grow-1">
      <Field {...props} chosen={chosen.length} />
      <ul className="list-unstyled d-flex flex-wrap gap-1 mt-1 mb-0" aria-label={`${label}: chosen`}>
        {chosen.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary rounded-pill py-0"
              aria-label={`Remove ${option.label}`}
              onClick={() => onChange(value.filter((key) => key !== option.value))}
            >
              {/* the × is drawn by the stylesheet: the chip's text stays the option's label, which its name "Remove <label>" contains (WCAG 2.5.3) */}
              {option.label}
              <span className="rima-multi-select__remove" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the live combobox takes over from the stand-in: focus, text, caret and whether its list was asked for. */
function intentOf(input: HTMLInputElement | null, open: boolean): MultiSelectIntent {
  const focus = hasFocus(input);
  return {
    focus,
    text: input?.value ?? '',
    selection: focus && input ? [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length] : null,
    open,
  };
}

/** Loading the live combobox for the stand-in field `standIn`: `request` starts (or retries) it, `failed` says it did not load. */
function useLiveCombobox() {
  const standIn = useRef<HTMLInputElement>(null);
  const opening = useRef(false);
  const [failed, setFailed] = useState(false);
  const { loaded, load } = useLoadOnFirstUse(
    liveMultiSelect,
    () => intentOf(standIn.current, opening.current),
    () => setFailed(true),
  );
  const request = () => {
    setFailed(false);
    load();
  };
  return { standIn, opening, failed, loaded, request };
}

/** The combobox: the live one once loaded, a text field standing in for it until then. */
function Field({ chosen, ...props }: MultiSelectProps & { chosen: number }) {
  const { standIn, opening, failed, loaded, request } = useLiveCombobox();
  const [text, setText] = useState('');
  // the list was asked for (opening, for the live combobox; asked, for what the stand-in says)
  const [asked, setAsked] = useState(false);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();

  if (loaded) return <loaded.module.LiveMultiSelect {...props} chosen={chosen} intent={loaded.intent} />;

  const open = () => {
    opening.current = true;
    setAsked(true);
    request();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
  const { label, hint } = props;
  return (
    <>
      <label htmlFor={inputId} className="form-label small mb-1">
        {label}
      </label>
      <div className="input-group input-group-sm">
        <input
          ref={standIn}
          id={inputId}
          type="text"
          className="form-control"
          placeholder={filterPlaceholder(chosen)}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={listId}
          aria-describedby={hint ? hintId : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={request}
          onPointerEnter={request}
          onKeyDown={onKeyDown}
        />
        {/* as React Aria's, the button is pressed, not tabbed to: the field's arrow keys open the list */}
        <button type="button" tabIndex={-1} className="btn btn-outline-secondary" aria-label={showListLabel(label)} aria-haspopup="listbox" aria-expanded="false" onPointerEnter={request} onClick={open}>
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {/* the list the live combobox shows its options in: none yet */}
      <div id={listId} role="listbox" aria-label={label} hidden />
      {hint ? (
        <span id={hintId} className="form-text d-block">
          {hint}
        </span>
      ) : null}
      {failed && (asked || text !== '') ? (
        <FieldFailure
          message={`The list of ${label.toLocaleLowerCase()} could not load.`}
          onRetry={() => {
            standIn.current?.focus();
            request();
          }}
        />
      ) : null}
    </>
  );
}
