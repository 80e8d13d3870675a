import type { ChangeEvent } from 'react';
import { get, useFormState, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { Input, type InputProps } from '../primitives/Input';
import { Select, type SelectProps } from '../primitives/Select';

/**
 * The one way a form writes a text field or a select (issue 28): the primitives' Input or Select bound to a
 * react-hook-form `control` by the field's name, so a form states each field's label, hint and keyboard once and never
 * again `error={errors.x?.message}` with `{...register('x')}`. Not exported from the package.
 *
 * Decisions:
 * - `control.register`, not `useController`: the field stays an uncontrolled DOM input exactly as `{...register(name)}`
 *   made it (Input's clear button and count read the DOM; the form's values, re-validation after the first submit and
 *   focus on the first error are react-hook-form's as before).
 * - The message is the field's own error read through `useFormState` for that name (nested names through `get`).
 * - `onChange` given by the form runs first and may rewrite the typed text (the address phone keeps digits), then the
 *   form's own handler reads it.
 * - `hideError`: a field the form has switched off (self-pickup's logistics company) shows no stale message.
 */

type Bound<T extends FieldValues, C, X> = {
  control: Control<T, C, X>;
  name: Path<T>;
  hideError?: boolean;
};

export type FormInputProps<T extends FieldValues, C = unknown, X = T> = Omit<InputProps, 'name' | 'error'> & Bound<T, C, X>;
export type FormSelectProps<T extends FieldValues, C = unknown, X = T> = Omit<SelectProps, 'name' | 'error'> & Bound<T, C, X>;

function useBound<T extends FieldValues, C, X, E extends HTMLInputElement | HTMLSelectElement>(
  { control, name, hideError = false }: Bound<T, C, X>,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const { errors } = useFormState({ control, name });
  const message: unknown = (get(errors, name) as FieldError | undefined)?.message;
  const field = control.register(name);
  return {
    ...field,
    error: !hideError && typeof message === 'string' ? message : undefined,
    onChange: (event: ChangeEvent<E>) => {
      onChange?.(event);
      return field.onChange(event);
    },
  };
}

/** A text field of a react-hook-form form, named once. */
export function FormInput<T extends FieldValues, C = unknown, X = T>({
  control,
  name,
  hideError,
  onChange,
  ...props
}: FormInputProps<T, C, X>) {
  const bound = useBound<T, C, X, HTMLInputElement>({ control, name, hideError }, onChange);
  return <Input {...props} {...bound} />;
}

/** A select of a react-hook-form form, named once. */
export function FormSelect<T extends FieldValues, C = unknown, X = T>({
  control,
  name,
  hideError,
  onChange,
  ...props
}: FormSelectProps<T, C, X>) {
  const bound = useBound<T, C, X, HTMLSelectElement>({ control, name, hideError }, onChange);
  return <Select {...props} {...bound} />;
}
