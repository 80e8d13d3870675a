export { FIRST_SCREEN_CARDS, ProductCard } from './ProductCard';
export type { ProductCardData, ProductCardProps } from './ProductCard';
