import type { OpenAccountValues } from '@huashi/domain';
import { EmptyState, OpenAccountForm, useMessage } from '@huashi/ui';
import { useLocation } from 'wouter';
import { useFormSubmit } from '../../accountHelpers';
import { useAuth } from '../../auth';
import { account, session } from '../../session';
import { AccountCard } from './AccountCard';
import { useOpenAccountOptions } from './useOpenAccountOptions';

/** /dredge: open the account (buyer type, region, detail address); status 2 goes home (§2). */
export function OpenAccountPage() {
  const [, navigate] = useLocation();
  const { user, signIn } = useAuth();
  const message = useMessage();
  const { options: loaded, reload } = useOpenAccountOptions();
  const { pending, serverError, submitting } = useFormSubmit();

  const submit = (values: OpenAccountValues) =>
    submitting(async () => {
      const next = await account.openAccount(values);
      // The opened account replaces the stored user at once (home no longer leads back here).
      const token = session.token();
      if (token) signIn(token, next, session.remembered());
      message.success('开通成功');
      navigate('/', { replace: true });
    }, '开通失败，请稍后再试');

  return (
    <AccountCard title="开通账户" lead={`${user?.nickName ?? ''}，欢迎来到花市！填写以下信息开通账户后即可采购。`}>
      {loaded.state === 'failed' ? (
        <EmptyState text={loaded.message} onRetry={reload} />
      ) : (
        <OpenAccountForm
          onSubmit={submit}
          buyerTypes={loaded.state === 'ready' ? loaded.types : []}
          regions={loaded.state === 'ready' ? loaded.regions : []}
          loading={loaded.state === 'loading'}
          pending={pending}
          serverError={serverError}
        />
      )}
    </AccountCard>
  );
}
