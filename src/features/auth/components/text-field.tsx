import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** the server's message for this field, shown under it as text */
  error?: string;
  /** something shown next to the label, e.g. a help popover */
  help?: ReactNode;
};

/** A labelled Bootstrap input with an optional inline error (announced through aria-describedby). */
export function TextField({ label, value, onValueChange, error, help, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ?? 'mb-3'}>
      <div className="d-flex align-items-center gap-2 mb-1">
        <label htmlFor={id} className="form-label mb-0">
          {label}
        </label>
        {help}
      </div>
      <input
        {...input}
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}
