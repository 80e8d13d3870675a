/**
 * The review sheet's types (issue 32), inferred from contracts/buySheet.ts: the answer of 再来一单, the order pad's
 * match and a saved list's "buy this list". The calls live with their areas (ordersApi.reorder, …).
 */
import type { z } from 'zod';
import type { buySheetRowSchema, buySheetSchema, sheetLineSchema, sheetLotSchema } from './contracts/buySheet';

export type BuySheet = z.output<typeof buySheetSchema>;
export type BuySheetRow = z.output<typeof buySheetRowSchema>;
export type SheetLot = z.output<typeof sheetLotSchema>;
export type SheetLine = z.output<typeof sheetLineSchema>;
