/**
 * The one way a dialog holds its form (issue 28): react-hook-form with the domain's schema, started over from
 * `defaults` every time the dialog opens or turns to another subject. Not exported from the package.
 *
 * Decisions:
 * - The reset runs in a layout effect, before the opened dialog is painted. The dialogs reset in a passive effect
 *   (useEffect) before: when the opening was not a click (a transition, data arriving), that ran after the paint, and
 *   what a quick hand typed in that moment was wiped — 调整余额's amount in the fresh-clone CI (4bf5805 fixed that one
 *   alone). The story BalanceAdjustDialog › TypedAtOnceIsKept types in that moment.
 * - `subject` names what the dialog is about in primitives (an id, or the few values the defaults are made of). The
 *   pages hand in new objects on every render and refetch; those must not wipe what is being typed (发货's tracking
 *   number while the desk refreshes). `defaults` is read from the render that opened the dialog or changed its subject.
 * - A closed dialog keeps its values (nothing resets while it closes), so a closing dialog does not flash empty.
 * - `schema` is the domain's yup schema; `resolver` for the forms that map their values before checking them (the
 *   address, in two formats; 确认买家, whose fields name an address the checked values spell out). Such a resolver may
 *   hand the submit other values than the fields' (`T`, react-hook-form's transformed values). The rest of useForm's options pass through (`context` for schemas that read it).
 * - `onOpen` for what else an opening starts afresh beside the form (the address's region kept before self-pickup).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useLayoutEffect } from 'react';
import type { AnyObjectSchema, ISchema } from 'yup';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';

type Primitive = string | number | boolean | null | undefined;

/** What a dialog is about, in primitives: a change while open starts the form over. */
export type DialogSubject = Primitive | readonly Primitive[];

/** A domain yup object schema whose values (InferType) are the form's. */
type SchemaOf<V extends FieldValues> = AnyObjectSchema & ISchema<V>;

export type DialogFormOptions<V extends FieldValues, C, T extends FieldValues = V> = Omit<
  UseFormProps<V, C, T>,
  'defaultValues' | 'values' | 'resolver'
> & {
  /** Whether the dialog is open; every opening starts from `defaults`. */
  open: boolean;
  /** The values an opening starts from. */
  defaults: DefaultValues<V>;
  /** What the dialog is about (an id, or the primitives `defaults` is made of); a change while open starts over. */
  subject?: DialogSubject;
  /** Called with every start over, after the form's reset. */
  onOpen?: () => void;
} & ({ schema: SchemaOf<V> & SchemaOf<T>; resolver?: never } | { resolver: Resolver<V, C, T>; schema?: never });

export function useDialogForm<V extends FieldValues, C = unknown, T extends FieldValues = V>({
  open,
  defaults,
  subject,
  onOpen,
  schema,
  resolver,
  ...options
}: DialogFormOptions<V, C, T>): UseFormReturn<V, C, T> {
  const form = useForm<V, C, T>({
    ...options,
    // The schema's values are the form's (SchemaOf); yupResolver's own type cannot say so for a generic V.
    resolver: resolver ?? (yupResolver(schema) as Resolver<V, C, T>),
    defaultValues: defaults,
  });
  const { reset } = form;
  const key = JSON.stringify(subject ?? null);
  useLayoutEffect(() => {
    if (!open) return;
    reset(defaults);
    onOpen?.();
    // `defaults` and `onOpen` are new on every render: the opening and the subject's key decide.
  }, [open, key, reset]);
  return form;
}
