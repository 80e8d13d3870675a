import { Button } from '@huashi/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

/** A page's way back (返回我的订单, 返回售后查询): a secondary button to another route, in its header and its empty state. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <Button variant="secondary" onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
