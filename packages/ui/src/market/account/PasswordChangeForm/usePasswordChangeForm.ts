import { yupResolver } from '@hookform/resolvers/yup';
import { accountPasswordSchema, type AccountPasswordValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/** The /amend form's state, validated by the domain's accountPasswordSchema (6–16 characters, registration's rule). */
export function usePasswordChangeForm() {
  return useForm<AccountPasswordValues>({
    resolver: yupResolver(accountPasswordSchema),
    defaultValues: { password: '', code: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
