export { Price, priceText } from './Price';
export type { PriceProps, PriceSize, PriceVariant } from './Price';
export { BundlePrice } from './BundlePrice';
export type { BundlePriceProps } from './BundlePrice';
