import { yupResolver } from '@hookform/resolvers/yup';
import { withdrawSchema, type WithdrawContext, type WithdrawValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/**
 * The /money?key=3 form's state, validated by the domain's withdrawSchema (§5 messages); the context is the usable
 * balance (fen) the amount is checked against, and the preconditions (verified real name, bound card), which the
 * form only shows once they hold.
 */
export function useWithdrawForm(context: WithdrawContext) {
  return useForm<WithdrawValues, WithdrawContext>({
    resolver: yupResolver(withdrawSchema),
    context,
    defaultValues: { withdrawValue: '', smsCode: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
