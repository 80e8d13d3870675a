import { yupResolver } from '@hookform/resolvers/yup';
import { bankCardSchema, type BankCardContext, type BankCardValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/**
 * The /money?key=4 form's state, validated by the domain's bankCardSchema; the context (the buyer's real-name state
 * and verified name) drives the form-level checks reported on `errors.root`. The holder starts as the verified name.
 */
export function useBankCardForm(context: BankCardContext) {
  return useForm<BankCardValues, BankCardContext>({
    resolver: yupResolver(bankCardSchema),
    context,
    defaultValues: {
      cardName: context.realName,
      cardNumber: '',
      bankName: '',
      bankcode: '',
      province: '',
      city: '',
      area: '',
      bankBranch: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
