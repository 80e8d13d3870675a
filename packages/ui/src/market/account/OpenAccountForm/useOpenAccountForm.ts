import { yupResolver } from '@hookform/resolvers/yup';
import { openAccountSchema, type OpenAccountValues } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/** The /dredge form's state, validated by the domain's openAccountSchema (spec §5 messages). */
export function useOpenAccountForm(defaults: Partial<OpenAccountValues> = {}) {
  return useForm<OpenAccountValues>({
    resolver: yupResolver(openAccountSchema),
    defaultValues: {
      buyerType: '',
      addrPid: '',
      addrPname: '',
      addrCid: '',
      addrCname: '',
      addrZid: '',
      addrZname: '',
      address: '',
      ...defaults,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
