import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../primitives/Button';
import { Tabs } from '../../primitives/Tabs';
import { vars } from '../../theme/vars';
import { column } from '../../internal/flex';

/** The supplier page's tabs: the day's lots and sales, the claims against them, its settlements. */
export const SUPPLIER_TABS = [
  { key: 'day', label: '批次与销售' },
  { key: 'claims', label: '理赔' },
  { key: 'settlements', label: '结算' },
] as const;
export type SupplierTab = (typeof SUPPLIER_TABS)[number]['key'];

export type SupplierShellProps = {
  /** Who is signed in. */
  supplier: { id: string; name: string };
  tab: SupplierTab;
  onTabChange: (tab: SupplierTab) => void;
  onLogout: () => void;
  loggingOut?: boolean;
  /** The tab's panel. */
  children: ReactNode;
};

const StyledShell = styled.div`
  ${column(vars.space[3])}
  max-width: ${vars.size.narrowWidth};
  margin: ${vars.space[0]} auto;
  padding: ${vars.space[3]};
  min-height: 100vh;
  background: ${vars.color.surfaceMuted};
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};

  h1 {
    flex: 1;
    min-width: ${vars.space[0]};
    margin: ${vars.space[0]};
    font-size: ${vars.font.size.lg};
    overflow-wrap: anywhere;
  }

  small {
    display: block;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.xs};
    font-weight: ${vars.font.weight.regular};
  }
`;

/** A supplier's own page on its phone (read-only): who is signed in, 退出, and the tabs. */
export function SupplierShell({ supplier, tab, onTabChange, onLogout, loggingOut = false, children }: SupplierShellProps) {
  const panelId = useId();
  const active = SUPPLIER_TABS.findIndex((item) => item.key === tab);
  return (
    <StyledShell>
      <StyledHeader>
        <h1>
          {supplier.name}
          <small>供应商 {supplier.id} · 只读</small>
        </h1>
        <Button variant="secondary" size="sm" loading={loggingOut} onClick={onLogout}>
          退出
        </Button>
      </StyledHeader>
      <Tabs
        aria-label="供应商"
        items={SUPPLIER_TABS.map((item) => ({ label: item.label, panelId }))}
        active={active}
        onChange={(index) => onTabChange(SUPPLIER_TABS[index]!.key)}
      />
      <section id={panelId} role="tabpanel" aria-label={SUPPLIER_TABS[active]!.label}>
        {children}
      </section>
    </StyledShell>
  );
}
