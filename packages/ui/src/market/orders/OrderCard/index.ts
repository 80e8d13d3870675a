export { OrderCard } from './OrderCard';
export type { OrderCardProps, OrderEntryView, OrderMainView } from './OrderCard';
