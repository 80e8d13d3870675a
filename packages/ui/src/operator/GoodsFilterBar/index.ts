export { DEFAULT_GOODS_FILTERS, GoodsFilterBar, goodsFilterPriceRange } from './GoodsFilterBar';
export type { GoodsFilterBarProps, GoodsFilterValues } from './GoodsFilterBar';
