import { yupResolver } from '@hookform/resolvers/yup';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/** The forgot-password form's state, validated by the domain's forgotPasswordSchema (spec §5 messages). */
export function useForgotPasswordForm(defaults: Partial<ForgotPasswordValues> = {}) {
  return useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { phone: '', code: '', password: '', confirmPassword: '', ...defaults },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
