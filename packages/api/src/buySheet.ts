/**
 * The review sheet's types (issue 32), inferred from contracts/buySheet.ts: the answer of 再来一单, the order pad's
 * match and a saved list's "buy this list". The calls live with their areas (ordersApi.reorder, …).
 */
import { fenOf, type LotTerms, type SheetPricing } from '@huashi/domain';
import type { z } from 'zod';
import type { buySheetRowSchema, buySheetSchema, sheetLineSchema, sheetLotSchema, sheetPricingSchema } from './contracts/buySheet';

export type BuySheet = z.output<typeof buySheetSchema>;
export type BuySheetRow = z.output<typeof buySheetRowSchema>;
export type SheetLot = z.output<typeof sheetLotSchema>;
export type SheetLine = z.output<typeof sheetLineSchema>;
export type SheetPricingWire = z.output<typeof sheetPricingSchema>;

/** A sheet lot's terms as the cart reckons a line with them (domain LotTerms, fen): the one place they are converted. */
export function sheetLotTerms(lot: SheetLot): LotTerms {
  return {
    basicSaleNo: lot.basicSaleno,
    stemsPerBunch: lot.stemsPerBunch,
    salePriceFen: fenOf(lot.salePrice),
    feeBoxPerKgFen: fenOf(lot.feeBoxPerKg),
    activityPercent: lot.activityPercent,
    activityMinBunches: lot.activityMinBunches,
    weightGrams: lot.weightGrams,
  };
}

/** The sheet's pricing as the domain's buySheetTotals takes it. */
export function sheetPricingOf(pricing: SheetPricingWire): SheetPricing {
  return {
    address: pricing.address,
    member: { memberLevel: pricing.memberLevel, memberDiscountTenths: pricing.memberDiscountTenths },
  };
}
