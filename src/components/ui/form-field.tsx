import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type CommonProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the control lost focus (a form marks the field touched) */
  onBlur?: () => void;
  /** inline message under the field; marks it aria-invalid */
  error?: string | null;
  /** help text under the field */
  hint?: string;
  /** something shown next to the label, e.g. a help popover */
  help?: ReactNode;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  className?: string;
  /** hides the label visually but keeps it for assistive technology */
  hideLabel?: boolean;
  /** the field must be filled in: aria-required (the form itself checks and says so) */
  required?: boolean;
  /** marks the field invalid when the message that explains it lives elsewhere (see describedBy) */
  invalid?: boolean;
  /** id of a message outside the field that describes it, e.g. a form-level error */
  describedBy?: string;
};

type InputProps = CommonProps & {
  multiline?: false;
  type?: 'text' | 'email' | 'url' | 'number' | 'password';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  max?: number;
  step?: number | 'any';
  autoComplete?: string;
  /** the input element, e.g. to put focus back on it after an action */
  inputRef?: Ref<HTMLInputElement>;
};

type TextareaProps = CommonProps & { multiline: true; rows?: number };

export type FormFieldProps = InputProps | TextareaProps;

/**
 * A labelled form control (Bootstrap styling) with an inline error message:
 * the label names the control, the message is linked by aria-describedby and sets aria-invalid.
 */
export function FormField(props: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { label, value, onChange, onBlur, error, hint, help, placeholder, name, disabled, readOnly, className, hideLabel, required } = props;
  const describedBy = [error ? errorId : null, props.describedBy ?? null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const invalid = error || props.invalid ? true : undefined;
  // what the input and the textarea share
  const control = {
    id,
    name,
    className: `form-control${invalid ? ' is-invalid' : ''}`,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur,
    placeholder,
    disabled,
    readOnly,
    'aria-invalid': invalid,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy,
  };

  return (
    <div className={className ?? 'mb-3'}>
      {help ? (
        <div className="d-flex align-items-center gap-2 mb-1">
          <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label mb-0'}>
            {label}
          </label>
          {help}
        </div>
      ) : (
        <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
          {label}
        </label>
      )}
      {props.multiline ? (
        <textarea {...control} rows={props.rows ?? 4} />
      ) : (
        <input
          {...control}
          ref={props.inputRef}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          min={props.min}
          max={props.max}
          step={props.step}
          autoComplete={props.autoComplete}
        />
      )}
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
