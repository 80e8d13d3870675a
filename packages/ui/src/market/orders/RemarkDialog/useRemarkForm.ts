import { yupResolver } from '@hookform/resolvers/yup';
import { remarkSchema, type RemarkValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/** The remark form's state, validated by the domain's remarkSchema (the server checks the same). */
export function useRemarkForm(notice: string) {
  return useForm<RemarkValues>({
    resolver: yupResolver(remarkSchema),
    defaultValues: { notice },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
