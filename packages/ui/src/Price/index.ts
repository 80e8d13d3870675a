export { Price, priceText } from './Price';
export type { PriceProps, PriceSize, PriceVariant } from './Price';
