import { yupResolver } from '@hookform/resolvers/yup';
import { identitySchema, type IdentityContext, type IdentityValues, type Instant } from '@huashi/domain';
import { useForm } from 'react-hook-form';

/**
 * The /realname form's state, validated by the domain's identitySchema (§5 messages); `now` is the schema's context
 * (a birth date after today, a card that expired). expiredTime holds the end date or PERMANENT_EXPIRY (长期有效).
 */
export function useRealNameForm(now: Instant | undefined) {
  return useForm<IdentityValues, IdentityContext>({
    resolver: yupResolver(identitySchema),
    context: { now },
    defaultValues: { realName: '', realIdnumber: '', startTime: '', expiredTime: '', frontImage: '', behindImage: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
