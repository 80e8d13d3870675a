import { number, object, string, type InferType } from 'yup';
import { SELF_PICKUP, SELF_PICKUP_RECEIVER_TYPE } from '../address';
import { toCode } from '../internal/numbers';
import { parseYuan } from '../money';
import { AUTO_ALLOCATION_DEFAULTS, AUTO_ALLOCATION_MIN_QUANTITY, PRICE_CHANGE_TYPES, PRICE_RANGE_FEN } from '../operator';
import { optionalText, requiredCode, requiredId, requiredText, trimmedText, wholeNumber } from './fields';

export const OPERATOR_MESSAGES = {
  incomplete: '请完善信息',
  quantityRequired: '请输入调配数量',
  /** Ours: the spec names the batch price change but gives no text for a missing or bad amount. */
  priceRequired: '请输入改价金额',
  priceTooLarge: '改价金额不能超过1000元',
} as const;

/**
 * /goodTp buyer confirm: buyer id, address (receiverHash), and a receiver type unless the address is self-pickup
 * (then it is forced to 1). Every gap gives 请完善信息.
 */
export const buyerConfirmSchema = object({
  buyerId: requiredId(OPERATOR_MESSAGES.incomplete),
  receiverHash: requiredId(OPERATOR_MESSAGES.incomplete),
  deliveryType: requiredCode([1, 2] as const, OPERATOR_MESSAGES.incomplete),
  receiverType: requiredCode([1, 2, 3, 4] as const, OPERATOR_MESSAGES.incomplete),
}).transform((value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return toCode(record.deliveryType) === SELF_PICKUP ? { ...record, receiverType: SELF_PICKUP_RECEIVER_TYPE } : record;
});
export type BuyerConfirmValues = InferType<typeof buyerConfirmSchema>;

/**
 * /goodTp auto-allocation: the quantity is required (请输入调配数量) and a whole number ≥ 1 (AUTO_ALLOCATION_MIN_QUANTITY); type 0/1/2, clear 1/2 and
 * temp default to 0, 1 and A. Category and grade are optional — see autoAllocationNeedsConfirm for the confirm text.
 */
export const autoAllocationSchema = object({
  num: wholeNumber(OPERATOR_MESSAGES.quantityRequired, AUTO_ALLOCATION_MIN_QUANTITY),
  type: number()
    .typeError(OPERATOR_MESSAGES.incomplete)
    .oneOf([0, 1, 2], OPERATOR_MESSAGES.incomplete)
    .default(AUTO_ALLOCATION_DEFAULTS.type),
  clear: number()
    .typeError(OPERATOR_MESSAGES.incomplete)
    .oneOf([1, 2], OPERATOR_MESSAGES.incomplete)
    .default(AUTO_ALLOCATION_DEFAULTS.clear),
  temp: trimmedText().default(AUTO_ALLOCATION_DEFAULTS.temp),
  cateId: optionalText(),
  levelName: optionalText(),
});
export type AutoAllocationValues = InferType<typeof autoAllocationSchema>;

/**
 * /goodTp batch price change (批量改价): an amount in yuan per stem (above 0, at most 2 decimals, at most ¥1000 — the
 * price range's end) and add or sub (default add). The selection itself (请选择商品) is checked by the dialog and the
 * server; a price never goes below 0 (applyPriceChangeFen).
 */
export const batchPriceSchema = object({
  price: requiredText(OPERATOR_MESSAGES.priceRequired)
    .test('amount', OPERATOR_MESSAGES.priceRequired, (value) => {
      if (value === undefined) return true;
      const parsed = parseYuan(value);
      return parsed.ok && parsed.fen > 0;
    })
    .test('max', OPERATOR_MESSAGES.priceTooLarge, (value) => {
      if (value === undefined) return true;
      const parsed = parseYuan(value);
      return !parsed.ok || parsed.fen <= PRICE_RANGE_FEN.max;
    }),
  type: string().typeError(OPERATOR_MESSAGES.incomplete).oneOf(PRICE_CHANGE_TYPES, OPERATOR_MESSAGES.incomplete).default('add'),
});
export type BatchPriceValues = InferType<typeof batchPriceSchema>;
