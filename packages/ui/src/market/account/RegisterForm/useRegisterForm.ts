import { yupResolver } from '@hookform/resolvers/yup';
import { registerSchema, type RegisterValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/** The registration form's state, validated by the domain's registerSchema (spec §5 messages). */
export function useRegisterForm(defaults: Partial<RegisterValues> = {}) {
  return useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: { phone: '', code: '', password: '', userName: '', inviteCode: '', ...defaults },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
