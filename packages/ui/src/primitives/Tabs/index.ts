export { Tabs } from './Tabs';
export type { TabsProps, TabItem, TabsVariant } from './Tabs';
