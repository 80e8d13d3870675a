import { yupResolver } from '@hookform/resolvers/yup';
import { orderPadSchema, type OrderPadValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/**
 * 快速下单's form: the pasted lines, checked by the domain's orderPadSchema (the server says the same) on 识别 and again
 * as the text changes after the first try.
 */
export function useOrderPadForm(defaultText = '') {
  return useForm<OrderPadValues>({
    resolver: yupResolver(orderPadSchema),
    defaultValues: { text: defaultText },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
