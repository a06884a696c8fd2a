import { useId } from 'react';

/** A labelled native multi-select (keyboard and screen-reader friendly on every platform). */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  hint,
  size = 6,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  hint?: string;
  size?: number;
}) {
  const id = useId();
  return (
    <div className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '26rem' }}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={id}
        multiple
        size={size}
        className="form-select form-select-sm"
        value={[...value]}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => option.value))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
