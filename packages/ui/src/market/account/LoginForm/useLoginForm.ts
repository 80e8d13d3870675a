import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema, type LoginValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/** The login form's state, validated by the domain's loginSchema (spec §5 messages). */
export function useLoginForm(defaults: Partial<LoginValues> = {}) {
  return useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { userName: '', password: '', remember: false, ...defaults },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
