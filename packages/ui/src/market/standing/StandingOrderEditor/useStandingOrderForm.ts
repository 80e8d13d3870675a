import { yupResolver } from '@hookform/resolvers/yup';
import { EMPTY_STANDING_LINE, standingFormSchema, type StandingFormValues } from '@huashi/domain';
import { useFieldArray, useForm } from 'react-hook-form';

/** A new standing order: 限时直供 at 11:30 on weekdays, one empty line. */
export const NEW_STANDING_ORDER: StandingFormValues = {
  name: '',
  session: 'A',
  time: '11:30',
  days: ['1', '2', '3', '4', '5'],
  budget: '',
  lines: [EMPTY_STANDING_LINE],
};

/**
 * The /standing editor's state, validated by the domain's standingFormSchema (the messages the server answers too),
 * with its lines as a field array. A field is checked again as it changes after the first submit.
 */
export function useStandingOrderForm(initial: StandingFormValues = NEW_STANDING_ORDER) {
  const form = useForm<StandingFormValues>({
    resolver: yupResolver(standingFormSchema) as never,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  return { form, lines };
}
