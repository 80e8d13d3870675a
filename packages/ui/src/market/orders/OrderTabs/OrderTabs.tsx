import { ORDER_TABS, type OrderTabCode } from '@huashi/domain';
import { Tabs, type TabsProps } from '../../../primitives/Tabs';

export type OrderTabsProps = Omit<TabsProps, 'items' | 'active' | 'onChange'> & {
  active: OrderTabCode;
  onChange: (code: OrderTabCode) => void;
  /** Optional counts per tab (e.g. new orders). */
  counts?: Partial<Record<OrderTabCode, number>>;
};

/** The five order tabs of /order (§2): 全部, 新订单, 处理中, 已发货, 已完成 — labels and codes from the domain. */
export function OrderTabs({ active, onChange, counts, ...rest }: OrderTabsProps) {
  const index = Math.max(
    0,
    ORDER_TABS.findIndex((tab) => tab.code === active),
  );
  return (
    <Tabs
      aria-label="订单状态"
      items={ORDER_TABS.map((tab) => ({ label: tab.label, count: counts?.[tab.code] }))}
      active={index}
      onChange={(next) => onChange(ORDER_TABS[next]?.code ?? 'all')}
      {...rest}
    />
  );
}
