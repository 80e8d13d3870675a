/** /admin/dashboard: 今日概览 (issue 31), the back office's landing page; every figure links to its desk's filter. */
import { Dashboard } from '@huashi/ui';
import { useLocation } from 'wouter';
import { useDashboard } from './useDashboard';

export function DashboardPage() {
  const [, navigate] = useLocation();
  const view = useDashboard();
  return (
    <Dashboard
      date={view.date}
      cards={view.cards}
      loading={view.loading}
      error={view.error}
      onRetry={view.retry}
      live={view.live}
      onNavigate={(href) => navigate(href)}
    />
  );
}
