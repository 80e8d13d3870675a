export { OrderTabs } from './OrderTabs';
export type { OrderTabsProps } from './OrderTabs';
