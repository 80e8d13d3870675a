import { mixed, number, string } from 'yup';
import { normalizePhoneText } from '../identity';
import { toCode } from '../internal/numbers';

/**
 * Field builders shared by the form schemas. Every message is given explicitly, including the type error,
 * so no English yup default can ever reach a user.
 */

/** Trims strings and leaves anything else for the type check (yup's own .trim() throws on a non-string like {}). */
function trimIfString(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A trimmed text that is safe for any input. */
export function trimmedText() {
  return string().transform(trimIfString);
}

/** A phone as typed: NFKC-normalised (full-width digits become ASCII) and trimmed before any check. */
export function phoneText(message: string) {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhoneText(value) : value))
    .typeError(message)
    .required(message);
}

/** A required text, trimmed; empty, blank, null or a non-text value gives `message`. */
export function requiredText(message: string) {
  return trimmedText().typeError(message).required(message);
}

/** An optional text, trimmed; null and undefined become "". A non-text value gives `message` (if given). */
export function optionalText(message?: string) {
  const schema = trimmedText()
    .transform((value: unknown) => (value === null || value === undefined ? '' : value))
    .default('');
  return message === undefined ? schema : schema.typeError(message);
}

/** A password (never trimmed): required, then length min–max. */
export function passwordField(requiredMessage: string, min: number, max: number, lengthMessage: string) {
  return string().typeError(requiredMessage).required(requiredMessage).min(min, lengthMessage).max(max, lengthMessage);
}

/** A required code from a fixed table (numbers or numeric strings accepted), e.g. logisType 1|2. */
export function requiredCode<const C extends readonly number[]>(codes: C, message: string) {
  return mixed<C[number]>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : (toCode(value) ?? value)))
    .test('code', message, (value) => value === undefined || codes.includes(toCode(value) ?? Number.NaN))
    .required(message);
}

/** An id (number or string) that must be present: "", null, undefined → `message`. Kept as a trimmed string. */
export function requiredId(message: string) {
  return string()
    .typeError(message)
    .transform((value: unknown, original: unknown) =>
      typeof original === 'number' && Number.isFinite(original) ? String(original) : value,
    )
    .transform(trimIfString)
    .required(message);
}

/** A whole number ≥ min typed as text or number; empty or not a whole number → `message`. */
export function wholeNumber(message: string, min: number) {
  return number()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message);
}
