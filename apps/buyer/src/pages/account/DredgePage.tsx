import type { BuyerType, Region } from '@huashi/api';
import type { OpenAccountValues } from '@huashi/domain';
import { Button, EmptyState, OpenAccountForm, useMessage } from '@huashi/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { errorText, useFormSubmit } from '../../accountHelpers';
import { useAuth } from '../../auth';
import { account, regions as regionClient, session } from '../../session';
import { AccountCard } from './AccountCard';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; types: BuyerType[]; regions: Region[] };

/** /dredge: open the account (buyer type, region, detail address); status 2 goes home (§2). */
export function DredgePage() {
  const [, navigate] = useLocation();
  const { user, signIn } = useAuth();
  const message = useMessage();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const { pending, serverError, submitting } = useFormSubmit();

  const fetchAll = useCallback(
    () =>
      Promise.all([account.buyerTypes(), regionClient.tree()])
        .then(([types, tree]): Loaded => ({ state: 'ready', types, regions: tree }))
        .catch((error: unknown): Loaded => ({ state: 'failed', message: errorText(error, '加载失败，请稍后再试') }))
        .then(setLoaded),
    [],
  );
  useEffect(() => {
    void fetchAll();
  }, [fetchAll]);
  const reload = () => {
    setLoaded({ state: 'loading' });
    void fetchAll();
  };

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
        <EmptyState
          text={loaded.message}
          action={
            <Button variant="secondary" onClick={reload}>
              重新加载
            </Button>
          }
        />
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
