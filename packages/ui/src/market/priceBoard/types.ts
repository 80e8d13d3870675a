import type { PriceChange } from '@huashi/domain';

/** Lowest, average and highest of one unit, in fen. */
export type MarketPricesView = { min: number; avg: number; max: number };

/** One row of the price board: a variety × grade × length of the day shown. */
export type MarketRowView = {
  flwCode: string;
  name: string;
  form: string;
  levelName: string;
  lengthCode: string;
  bundles: number;
  perBundle: MarketPricesView;
  perStem: MarketPricesView;
  changeDay: PriceChange | null;
  changeWeek: PriceChange | null;
};

/** One day of a variety's history. */
export type MarketPointView = { day: string; bundles: number; perBundle: MarketPricesView };

/** One of today's open lots of a variety. */
export type MarketLotView = {
  id: number;
  session: 'A' | 'C';
  supplierName: string;
  levelName: string;
  lengthCode: string;
  /** Per 扎 and per 枝, fen. */
  bunchPriceFen: number;
  priceFen: number;
  bundles: number;
  /** Where 去购买 leads (the lot's product page). */
  href: string;
};
