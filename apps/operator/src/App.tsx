import { EmptyState, Spinner, UnderConstruction } from '@huashi/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { OPERATOR_ROUTES } from './routes';
import { useOperatorSign } from './useOperatorSign';

// The back office is its own chunk: an operator opening /goodTp never downloads it.
const AdminApp = lazy(() => import('./admin/AdminApp').then((module) => ({ default: module.AdminApp })));

/** /admin and everything under it. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

// A supplier's own page (issue 31) is its own chunk too.
const SupplierApp = lazy(() => import('./supplier/SupplierApp').then((module) => ({ default: module.SupplierApp })));
const isSupplierPath = (path: string) => path === '/supplier' || path.startsWith('/supplier/');

// The address managers are their own chunk, fetched while the sign is checked.
const loadAddressManager = () => import('./pages/AddressManagerPage');
const AddressManagerPage = lazy(() => loadAddressManager().then((module) => ({ default: module.AddressManagerPage })));

const isAddressManager = (path: string | undefined) => path === '/cpsix' || path === '/cpsixNew';

// The allocation tool is its own chunk too (xlsx is not in it: only its export worker loads that).
const loadAllocation = () => import('./pages/AllocationPage');
const AllocationPage = lazy(() => loadAllocation().then((module) => ({ default: module.AllocationPage })));

/** The operator app: the back office under /admin, a supplier's page at /supplier, else the operator pages. */
export function App() {
  const [location] = useLocation();
  if (isSupplierPath(location)) {
    return (
      <Suspense fallback={<Spinner label="页面加载中" />}>
        <SupplierApp />
      </Suspense>
    );
  }
  if (isAdminPath(location)) {
    return (
      <Suspense fallback={<Spinner label="页面加载中" />}>
        <AdminApp />
      </Suspense>
    );
  }
  return <OperatorShell />;
}

/** The operator shell: checks ?sign, then shows the page (or says plainly what is wrong). */
function OperatorShell() {
  const [location] = useLocation();
  const route = OPERATOR_ROUTES.find((r) => r.path === location);
  const sign = useOperatorSign();

  useEffect(() => {
    document.title = `${route?.title ?? '调配工具'} · 花市`;
  }, [route]);

  useEffect(() => {
    if (isAddressManager(route?.path)) loadAddressManager().catch(() => {});
    if (route?.path === '/goodTp') loadAllocation().catch(() => {});
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
      if (isAddressManager(route.path)) {
        return (
          <Suspense fallback={<Spinner label="页面加载中" />}>
            <AddressManagerPage format={route.path === '/cpsix' ? 'first' : 'cp6'} sign={sign.sign} />
          </Suspense>
        );
      }
      if (route.path === '/goodTp') {
        return (
          <Suspense fallback={<Spinner label="页面加载中" />}>
            <AllocationPage
              sign={sign.sign}
              canEditCoefficient={sign.permission.editDifferAmount === 1}
              operatorLabel={sign.permission.label}
            />
          </Suspense>
        );
      }
      return <UnderConstruction pageName={`${route.title}（${sign.permission.label}）`} path={route.path} />;
  }
}
