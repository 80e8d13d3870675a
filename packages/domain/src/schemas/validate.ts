import { ValidationError, type InferType, type Schema } from 'yup';

/** A body that is not an object (null, a string, an array) is checked as an empty form: the answer is the first "required" message. */
function asFormInput(values: unknown): object {
  return typeof values === 'object' && values !== null && !Array.isArray(values) ? values : {};
}

/**
 * How the form schemas are meant to be used.
 *
 * Browser: `useForm({ resolver: yupResolver(schema, { context }) })` — the resolver validates with
 * abortEarly: false and keeps the first message per field, which is the field's first check in spec order.
 * Context-dependent checks (balance, bound card, verified real name) are reported on the path `root`,
 * which react-hook-form exposes as `formState.errors.root`.
 *
 * Server: `validateForm(schema, body, context)` — returns the cast value or the first error in the spec's
 * order (fields in the order the spec lists them, then the form-level checks), and its message.
 *
 * Do not rely on `schema.validate(values)` with abortEarly: true for the *first* message: yup runs
 * object-level tests before the fields in that mode.
 */
export type FormCheck<T> = { ok: true; value: T } | { ok: false; message: string; path: string };

export function validateForm<S extends Schema>(schema: S, values: unknown, context?: object): FormCheck<InferType<S>> {
  try {
    const value: InferType<S> = schema.validateSync(asFormInput(values), { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const first = error.inner[0] ?? error;
    return { ok: false, message: first.errors[0] ?? first.message, path: first.path ?? '' };
  }
}

/** The first message in spec order, or null when the values pass. */
export function firstFormError(schema: Schema, values: unknown, context?: object): string | null {
  const check = validateForm(schema, values, context);
  return check.ok ? null : check.message;
}

/**
 * Every failing field with its first message, in spec order (what react-hook-form's yup resolver shows):
 * { phone: '请输入正确手机号', root: '…' }. Empty object when the values pass.
 */
export function formErrors(schema: Schema, values: unknown, context?: object): Record<string, string> {
  try {
    schema.validateSync(asFormInput(values), { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path ?? '';
      if (!(path in errors)) errors[path] = inner.errors[0] ?? inner.message;
    }
    return errors;
  }
}

/** The path on which form-level checks report, shown by react-hook-form as `errors.root`. */
export const FORM_ROOT_PATH = 'root';
