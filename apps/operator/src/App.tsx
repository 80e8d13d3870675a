import { EmptyState, Spinner, UnderConstruction } from '@huashi/ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { AddressManagerPage } from './pages/AddressManagerPage';
import { OPERATOR_ROUTES } from './routes';
import { useOperatorSign } from './useOperatorSign';

/** The operator shell: checks ?sign, then shows the page (or says plainly what is wrong). */
export function App() {
  const [location] = useLocation();
  const route = OPERATOR_ROUTES.find((r) => r.path === location);
  const sign = useOperatorSign();

  useEffect(() => {
    document.title = `${route?.title ?? '调配工具'} · 花市`;
  }, [route]);

  if (!route) return <EmptyState text="页面不存在" />;
  switch (sign.status) {
    case 'missing':
      return <EmptyState text="缺少签名：请从管理后台打开带 sign 参数的链接" />;
    case 'checking':
      return <Spinner label="正在校验签名…" />;
    case 'invalid':
      return <EmptyState text={sign.message} />;
    case 'valid':
      if (route.path === '/cpsix' || route.path === '/cpsixNew') {
        return <AddressManagerPage format={route.path === '/cpsix' ? 'first' : 'cp6'} sign={sign.sign} />;
      }
      return <UnderConstruction pageName={`${route.title}（${sign.permission.label}）`} path={route.path} />;
  }
}
