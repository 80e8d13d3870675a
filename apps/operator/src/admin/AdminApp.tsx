/**
 * The market's back office (/admin/…): the staff login, then the desks of the signed-in role in one left menu.
 * Desks not built yet are listed and say so plainly; a desk of another role says the role may not use it (the
 * server refuses its calls with 403 whatever this shell shows).
 */
import { staffKeys, type StaffMember } from '@huashi/api';
import { desksOf, STAFF_DESK_NAMES, type StaffDesk } from '@huashi/domain';
import { AdminLayout, EmptyState, LoadErrorBoundary, Page, Skeleton, type AdminNavItem } from '@huashi/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'wouter';
import { PasswordPage } from './PasswordPage';
import { TwoFactorPage } from './TwoFactorPage';
import { STAFF_UNAUTHORIZED_EVENT, staff, staffSession } from './staffSession';
import { StaffLoginPage } from './StaffLoginPage';

type DeskPageProps = { member: StaffMember };

/** A desk's page, fetched the first time the desk opens (the rich-text editor, CSV and tables stay out of the login). */
function deskPage(load: () => Promise<{ default: ComponentType<DeskPageProps> }>): LazyExoticComponent<ComponentType<DeskPageProps>> {
  return lazy(load);
}

/** The desks whose pages exist, each its own chunk; a desk missing here is listed as 建设中. */
const DESK_PAGES: Partial<Record<StaffDesk, LazyExoticComponent<ComponentType<DeskPageProps>>>> = {
  dashboard: deskPage(() => import('./DashboardPage').then((m) => ({ default: () => <m.DashboardPage /> }))),
  staff: deskPage(() => import('./StaffDeskPage').then((m) => ({ default: ({ member }) => <m.StaffDeskPage selfId={member.id} /> }))),
  audit: deskPage(() => import('./AuditPage').then((m) => ({ default: () => <m.AuditPage /> }))),
  signs: deskPage(() => import('./SignDeskPage').then((m) => ({ default: () => <m.SignDeskPage /> }))),
  content: deskPage(() => import('./ContentDeskPage').then((m) => ({ default: () => <m.ContentDeskPage /> }))),
  buyers: deskPage(() => import('./BuyersDeskPage').then((m) => ({ default: ({ member }) => <m.BuyersDeskPage role={member.role} /> }))),
  cancellations: deskPage(() => import('./CancellationsPage').then((m) => ({ default: () => <m.CancellationsPage /> }))),
  claims: deskPage(() => import('./ClaimsDeskPage').then((m) => ({ default: () => <m.ClaimsDeskPage /> }))),
  orders: deskPage(() => import('./OrdersDeskPage').then((m) => ({ default: () => <m.OrdersDeskPage /> }))),
  stock: deskPage(() => import('./StockDeskPage').then((m) => ({ default: () => <m.StockDeskPage /> }))),
  coupons: deskPage(() => import('./CouponsDeskPage').then((m) => ({ default: () => <m.CouponsDeskPage /> }))),
  finance: deskPage(() => import('./FinanceDeskPage').then((m) => ({ default: () => <m.FinanceDeskPage /> }))),
  settlements: deskPage(() => import('./SettlementsDeskPage').then((m) => ({ default: () => <m.SettlementsDeskPage /> }))),
};

export const ADMIN_LOGIN_PATH = '/admin/login';
const PASSWORD_KEY = 'password';
const TWO_FACTOR_KEY = 'two-factor';

/** The own-account pages every member has, by section. */
const OWN_PAGES: Readonly<Record<string, string>> = { [PASSWORD_KEY]: '修改密码', [TWO_FACTOR_KEY]: '两步验证' };

export function adminNav(member: StaffMember): AdminNavItem[] {
  return [
    ...desksOf(member.role).map((desk) => ({
      key: desk,
      label: STAFF_DESK_NAMES[desk],
      href: `/admin/${desk}`,
      soon: !DESK_PAGES[desk],
    })),
    { key: PASSWORD_KEY, label: '修改密码', href: `/admin/${PASSWORD_KEY}` },
    { key: TWO_FACTOR_KEY, label: '两步验证', href: `/admin/${TWO_FACTOR_KEY}` },
  ];
}

function DeskContent({ section, member }: { section: string; member: StaffMember }) {
  if (section === PASSWORD_KEY) return <PasswordPage />;
  if (section === TWO_FACTOR_KEY) return <TwoFactorPage member={member} />;
  const desk = section as StaffDesk;
  if (!Object.hasOwn(STAFF_DESK_NAMES, section)) return <EmptyState text="页面不存在" />;
  if (!desksOf(member.role).includes(desk)) {
    return <EmptyState text={`您的角色（${member.roleName}）无权使用「${STAFF_DESK_NAMES[desk]}」`} />;
  }
  const DeskPage = DESK_PAGES[desk];
  if (DeskPage) {
    return (
      // A desk whose code cannot be fetched says so with 重新加载; each desk starts afresh.
      <LoadErrorBoundary key={desk}>
        <Suspense
          fallback={
            <Page as="main" width="fill" gutter="lg" title={STAFF_DESK_NAMES[desk]}>
              <Skeleton lines={6} />
            </Page>
          }
        >
          <DeskPage member={member} />
        </Suspense>
      </LoadErrorBoundary>
    );
  }
  return (
    <Page as="main" width="fill" gutter="lg" title={STAFF_DESK_NAMES[desk]}>
      <EmptyState text={`「${STAFF_DESK_NAMES[desk]}」工作台尚在建设中，暂不可用。`} />
    </Page>
  );
}

export function AdminApp() {
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [member, setMember] = useState<StaffMember | null>(() => (staffSession.token() ? staffSession.member() : null));

  // A refused token (expired, stopped account, logged out elsewhere) shows the login again.
  useEffect(() => {
    const signedOut = () => {
      setMember(null);
      queryClient.clear();
    };
    window.addEventListener(STAFF_UNAUTHORIZED_EVENT, signedOut);
    return () => window.removeEventListener(STAFF_UNAUTHORIZED_EVENT, signedOut);
  }, [queryClient]);

  // Who the token belongs to now (a role changed since login shows at once).
  const me = useQuery({ queryKey: staffKeys.me(), queryFn: staff.me, enabled: member !== null });
  const current = me.data ?? member;

  const logout = useMutation({
    mutationFn: () => staff.logout(),
    onSettled: () => {
      staffSession.clear();
      // Every cached read goes, so the next member signing in on this browser never sees the last one's lists (a
      // list of areas to drop missed the claims, identity and payout desks, whose keys live in other areas).
      queryClient.clear();
      setMember(null);
      navigate(ADMIN_LOGIN_PATH);
    },
  });

  const section = location.split('/')[2] ?? '';
  const title = current ? (OWN_PAGES[section] ?? STAFF_DESK_NAMES[section as StaffDesk] ?? '市场后台') : '员工登录';
  useEffect(() => {
    document.title = `${title} · 花市后台`;
  }, [title]);

  // Signed in at the login page or at /admin: go to the role's first desk.
  const firstDesk = current ? `/admin/${desksOf(current.role)[0]}` : null;
  const landing = current !== null && (section === '' || location === ADMIN_LOGIN_PATH);
  useEffect(() => {
    if (landing && firstDesk) navigate(firstDesk, { replace: true });
  }, [landing, firstDesk, navigate]);

  if (!current) {
    return (
      <StaffLoginPage
        onLoggedIn={(next) => {
          setMember(next);
          queryClient.setQueryData(staffKeys.me(), next);
          if (location === ADMIN_LOGIN_PATH || location === '/admin') navigate(`/admin/${desksOf(next.role)[0]}`, { replace: true });
        }}
      />
    );
  }
  if (landing) return null;
  return (
    <AdminLayout
      staff={current}
      nav={adminNav(current)}
      active={section}
      onNavigate={(href) => navigate(href)}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    >
      <DeskContent section={section} member={current} />
    </AdminLayout>
  );
}
