import { maskPhone, type AccountPasswordValues } from '@huashi/domain';
import { PasswordChangeForm, useMessage } from '@huashi/ui';
import { useLocation } from 'wouter';
import { serverCipher, useCodeSender, useFormSubmit, useSmsCountdown } from '../../accountHelpers';
import { useAuth } from '../../auth';
import { account } from '../../session';
import { AccountCard } from './AccountCard';

/** /amend: password change with the SMS code sent to the account's phone (§2, §5). */
export function PasswordChangePage() {
  const [, navigate] = useLocation();
  const { user, forget } = useAuth();
  const message = useMessage();
  const countdown = useSmsCountdown('password');
  const { codeProps } = useCodeSender();
  const { pending, serverError, submitting } = useFormSubmit();

  const submit = (values: AccountPasswordValues) =>
    submitting(async () => {
      const cipher = await serverCipher();
      await account.changePassword({ code: values.code, password: cipher.encrypt(values.password) });
      message.success('密码修改成功，请重新登录');
      forget();
      navigate('/login?key=1', { replace: true });
    }, '修改失败，请稍后再试');

  return (
    <AccountCard title="修改密码" lead="为了账户安全，修改密码需要短信验证码。">
      <PasswordChangeForm
        onSubmit={submit}
        maskedPhone={maskPhone(user?.contactPhone ?? '')}
        {...codeProps(() => account.sendPasswordCode(), countdown)}
        pending={pending}
        serverError={serverError}
      />
    </AccountCard>
  );
}
