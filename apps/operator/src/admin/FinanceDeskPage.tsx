/**
 * /admin/finance (财务, 管理员): three sections in the URL (?tab=identity | payouts | report) — 实名审核 (the buyers'
 * real-name submissions, issue 17 slice B1), 提现打款 (withdrawal payouts, issue 17 slice B2) and 日报 (the day's
 * report as PDF and Excel, issue 31).
 */
import { DayReportPanel, Page, Stack, Tabs } from '@huashi/ui';
import { useLocation, useSearch } from 'wouter';
import { IdentityDeskPage } from './IdentityDeskPage';
import { PayoutDeskPage } from './PayoutDeskPage';
import { useDayReport } from './useDayReport';

export const FINANCE_TABS = ['identity', 'payouts', 'report'] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];
const TAB_NAMES: Record<FinanceTab, string> = { identity: '实名审核', payouts: '提现打款', report: '日报' };

export function financeTabOf(search: string): FinanceTab {
  const tab = new URLSearchParams(search).get('tab');
  return FINANCE_TABS.includes(tab as FinanceTab) ? (tab as FinanceTab) : 'identity';
}

export function FinanceDeskPage() {
  const [, navigate] = useLocation();
  const tab = financeTabOf(useSearch());
  return (
    <Page as="main" width="fill" gutter="lg" title="财务" description="买家的实名认证审核、提现打款与日报。">
      <Stack gap={4}>
        <Tabs
          aria-label="财务工作"
          items={FINANCE_TABS.map((key) => TAB_NAMES[key])}
          active={FINANCE_TABS.indexOf(tab)}
          onChange={(index) => navigate(`/admin/finance?tab=${FINANCE_TABS[index] ?? 'identity'}`)}
          variant="card"
        />
        {tab === 'identity' ? <IdentityDeskPage /> : null}
        {tab === 'payouts' ? <PayoutDeskPage /> : null}
        {tab === 'report' ? <DayReportSection /> : null}
      </Stack>
    </Page>
  );
}

function DayReportSection() {
  return <DayReportPanel {...useDayReport()} />;
}
