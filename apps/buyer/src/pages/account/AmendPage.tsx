import { maskPhone, type AccountPasswordValues } from '@huashi/domain';
import { PasswordChangeForm, useMessage } from '@huashi/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorText, refusedSecondsLeft, serverCipher, useSmsCountdown } from '../../accountHelpers';
import { useAuth } from '../../auth';
import { account } from '../../session';
import { AccountCard } from './AccountCard';

/** /amend: password change with the SMS code sent to the account's phone (§2, §5). */
export function AmendPage() {
  const [, navigate] = useLocation();
  const { user, forget } = useAuth();
  const message = useMessage();
  const countdown = useSmsCountdown('password');
  const [codeSending, setCodeSending] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const sendCode = async () => {
    if (codeSending) return;
    setCodeSending(true);
    try {
      await account.sendPasswordCode();
      countdown.start();
      message.success('验证码已发送');
    } catch (error) {
      const left = refusedSecondsLeft(error);
      if (left > 0) countdown.start(left);
      message.error(errorText(error, '验证码发送失败，请稍后再试'));
    } finally {
      setCodeSending(false);
    }
  };

  const submit = async (values: AccountPasswordValues) => {
    if (pending) return;
    setPending(true);
    setServerError(undefined);
    try {
      const cipher = await serverCipher();
      await account.changePassword({ code: values.code, password: cipher.encrypt(values.password) });
      message.success('密码修改成功，请重新登录');
      forget();
      navigate('/login?key=1', { replace: true });
    } catch (error) {
      setServerError(errorText(error, '修改失败，请稍后再试'));
    } finally {
      setPending(false);
    }
  };

  return (
    <AccountCard title="修改密码" lead="为了账户安全，修改密码需要短信验证码。">
      <PasswordChangeForm
        onSubmit={submit}
        onSendCode={sendCode}
        maskedPhone={maskPhone(user?.contactPhone ?? '')}
        codeSecondsLeft={countdown.secondsLeft}
        codeSending={codeSending}
        codeSent={countdown.sent}
        pending={pending}
        serverError={serverError}
      />
    </AccountCard>
  );
}
