/** DRF-style field validation with the server's exact messages (api-contract 1.8). */

export type FieldErrors = Record<string, unknown>;

export const MSG = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  null: 'This field may not be null.',
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  boolean: 'Must be a valid boolean.',
  email: 'Enter a valid email address.',
  maxLength: (n: number) => `Ensure this field has no more than ${n} characters.`,
  maxValue: (n: number) => `Ensure this value is less than or equal to ${n}.`,
  minValue: (n: number) => `Ensure this value is greater than or equal to ${n}.`,
  choice: (value: string) => `"${value}" is not a valid choice.`,
  notAList: (type: string) => `Expected a list of items but got type "${type}".`,
} as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Python's type name of a JSON value, as DRF reports it. */
export function pythonType(value: unknown): string {
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  return 'dict';
}

type CharOptions = { required?: boolean; allowBlank?: boolean; allowNull?: boolean; maxLength?: number };

/** Validates a CharField; returns the error message or the cleaned value. */
export function charField(
  body: Record<string, unknown>,
  name: string,
  options: CharOptions,
): { error: string } | { value: string | null | undefined } {
  if (!(name in body)) return options.required ? { error: MSG.required } : { value: undefined };
  const raw = body[name];
  if (raw === null) return options.allowNull ? { value: null } : { error: MSG.null };
  if (typeof raw === 'object') return { error: 'Not a valid string.' };
  const value = String(raw);
  if (value.trim() === '' && !options.allowBlank) return { error: MSG.blank };
  if (options.maxLength !== undefined && value.length > options.maxLength) return { error: MSG.maxLength(options.maxLength) };
  return { value };
}

/** Validates an IntegerField (numbers or digit strings). */
export function integerField(body: Record<string, unknown>, name: string, required: boolean): { error: string } | { value: number | undefined } {
  if (!(name in body)) return required ? { error: MSG.required } : { value: undefined };
  const raw = body[name];
  if (raw === null) return { error: MSG.null };
  if (typeof raw === 'number' && Number.isInteger(raw)) return { value: raw };
  if (typeof raw === 'string' && /^\s*[-+]?\d+(\.0*)?\s*$/.test(raw)) return { value: Math.trunc(Number(raw)) };
  return { error: MSG.integer };
}

/** Validates a FloatField (numbers or numeric strings). */
export function numberValue(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return null;
}

/** Validates a BooleanField; null when the value is not a boolean DRF accepts. */
export function booleanValue(raw: unknown): boolean | null {
  if (raw === true || raw === 1 || raw === 'true' || raw === 'True' || raw === '1' || raw === 'on') return true;
  if (raw === false || raw === 0 || raw === 'false' || raw === 'False' || raw === '0' || raw === 'off') return false;
  return null;
}

const EMAIL_RE =
  /^[-!#$%&'*+/=?^_`{}|~0-9A-Za-z]+(\.[-!#$%&'*+/=?^_`{}|~0-9A-Za-z]+)*@([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9-]{2,63}$/;

/** Django's EmailValidator, simplified to the cases a form produces. */
export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

const USERNAME_RE = /^[\w.@+-]+$/;

/** Django's username rule (letters, digits and @ . + - _). */
export function isValidUsername(value: string): boolean {
  return USERNAME_RE.test(value);
}
