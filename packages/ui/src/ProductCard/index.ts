export { ProductCard } from './ProductCard';
export type { ProductCardData, ProductCardProps } from './ProductCard';
