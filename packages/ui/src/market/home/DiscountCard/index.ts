export { DiscountCard } from './DiscountCard';
export type { DiscountCardData, DiscountCardProps } from './DiscountCard';
