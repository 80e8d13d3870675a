import { number, object, type InferType } from 'yup';
import { SELF_PICKUP, SELF_PICKUP_RECEIVER_TYPE } from '../address';
import { toCode } from '../internal/numbers';
import { AUTO_ALLOCATION_DEFAULTS, AUTO_ALLOCATION_MIN_QUANTITY } from '../operator';
import { optionalText, requiredCode, requiredId, trimmedText, wholeNumber } from './fields';

export const OPERATOR_MESSAGES = {
  incomplete: '请完善信息',
  quantityRequired: '请输入调配数量',
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
 * /goodTp auto-allocation: the quantity is required (请输入调配数量) and a whole number ≥ 0; type 0/1/2, clear 1/2 and
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
