import { yupResolver } from '@hookform/resolvers/yup';
import { deliveryFormSchema, type DeliveryFormValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/**
 * The /inbox settings section's state (each kind's push and SMS, the SMS opt-in, quiet hours), validated by the
 * domain's deliveryFormSchema (the server's messages); a field is checked again as it changes after the first submit.
 */
export function useDeliveryForm(initial: DeliveryFormValues) {
  return useForm<DeliveryFormValues>({
    resolver: yupResolver(deliveryFormSchema) as never,
    defaultValues: initial,
    values: initial,
    resetOptions: { keepDirtyValues: false },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
