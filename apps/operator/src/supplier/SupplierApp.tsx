/**
 * /supplier: a supplier's own page on its phone (issue 31), read-only — its login (phone and password staff set at
 * 入库管理), then its lots of a day with what they sold at what price, the claims against them with their photos, and
 * its settlements once 财务 confirmed them. (A settlement's PDF is not built yet: the figures are shown.)
 * It shares the operator app's bundle entry but is its own chunk, and talks to the server with the supplier's token
 * only (supplierSession.ts), which opens the supplier routes and nothing else.
 */
import { errorMessage, type SupplierSelf } from '@huashi/api';
import type { SupplierLoginValues } from '@huashi/domain';
import { Page, SupplierClaims, SupplierDay, SupplierLoginForm, SupplierSettlements, SupplierShell } from '@huashi/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { supplier, SUPPLIER_UNAUTHORIZED_EVENT, supplierSession } from './supplierSession';
import { useSupplierView } from './useSupplierView';

function SupplierLoginPage({ onLoggedIn }: { onLoggedIn: (self: SupplierSelf) => void }) {
  const login = useMutation({
    mutationFn: (values: SupplierLoginValues) => supplier.login(values),
    onSuccess: ({ supplierToken, supplier: self }) => {
      supplierSession.save(supplierToken, self);
      onLoggedIn(self);
    },
  });
  return (
    <Page as="main" layout="centered" width="narrow" gutter="lg" title="花市 · 供应商" description="查看您的批次、销售与理赔（只读）">
      <SupplierLoginForm
        pending={login.isPending}
        serverError={login.isError ? errorMessage(login.error, '登录失败，请稍后再试') : undefined}
        onSubmit={(values) => {
          if (!login.isPending) login.mutate(values);
        }}
      />
    </Page>
  );
}

function SupplierPage({ self, onLoggedOut }: { self: SupplierSelf; onLoggedOut: () => void }) {
  const page = useSupplierView();
  const logout = useMutation({
    mutationFn: () => supplier.logout(),
    onSettled: () => {
      supplierSession.clear();
      onLoggedOut();
    },
  });
  return (
    <SupplierShell
      supplier={self}
      tab={page.view.tab}
      onTabChange={page.setTab}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    >
      {page.view.tab === 'day' ? <SupplierDay {...page.day} onDayChange={page.setDay} /> : null}
      {page.view.tab === 'claims' ? <SupplierClaims {...page.claims} /> : null}
      {page.view.tab === 'settlements' ? <SupplierSettlements {...page.settlements} /> : null}
    </SupplierShell>
  );
}

export function SupplierApp() {
  const queryClient = useQueryClient();
  const [self, setSelf] = useState<SupplierSelf | null>(() => (supplierSession.token() ? supplierSession.self() : null));
  useEffect(() => {
    document.title = '供应商 · 花市';
    const signedOut = () => {
      queryClient.removeQueries({ queryKey: ['supplier'] });
      setSelf(null);
    };
    window.addEventListener(SUPPLIER_UNAUTHORIZED_EVENT, signedOut);
    return () => window.removeEventListener(SUPPLIER_UNAUTHORIZED_EVENT, signedOut);
  }, [queryClient]);
  if (!self) return <SupplierLoginPage onLoggedIn={setSelf} />;
  return (
    <SupplierPage
      self={self}
      onLoggedOut={() => {
        queryClient.removeQueries({ queryKey: ['supplier'] });
        setSelf(null);
      }}
    />
  );
}
