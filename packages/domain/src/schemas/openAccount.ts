import { object, type InferType } from 'yup';
import { TEXT_LIMITS } from '../constants';
import { optionalText, requiredId, requiredText } from './fields';

/** Messages of /dredge (§5), verbatim. */
export const OPEN_ACCOUNT_MESSAGES = {
  buyerTypeRequired: '请选择购买商类别',
  regionRequired: '请选择收货地址',
  detailRequired: '请输入详细地址',
  /** Not in the spec's /dredge list; the address forms' own text for the same 120-character limit. */
  detailTooLong: '您的地址过长，请简化',
} as const;

/**
 * /dredge (open account): buyer type (from the type dictionary, key 42), region (province and city; the district
 * is optional), detail address. Field names follow the first address format.
 */
export const openAccountSchema = object({
  buyerType: requiredId(OPEN_ACCOUNT_MESSAGES.buyerTypeRequired),
  addrPid: requiredId(OPEN_ACCOUNT_MESSAGES.regionRequired),
  addrPname: optionalText(),
  addrCid: requiredId(OPEN_ACCOUNT_MESSAGES.regionRequired),
  addrCname: optionalText(),
  addrZid: optionalText(),
  addrZname: optionalText(),
  address: requiredText(OPEN_ACCOUNT_MESSAGES.detailRequired).max(TEXT_LIMITS.addressDetailMax, OPEN_ACCOUNT_MESSAGES.detailTooLong),
});
export type OpenAccountValues = InferType<typeof openAccountSchema>;
