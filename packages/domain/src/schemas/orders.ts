import { object, type InferType } from 'yup';
import { optionalText } from './fields';

/**
 * The order remark (备注) of /order (§2, §7 modify-notice). The spec gives no limit; ours is 200 characters,
 * enough for packing and delivery instructions. An empty remark is allowed: it clears the note (暂无备注).
 */
export const ORDER_NOTICE_MAX = 200;

export const REMARK_MESSAGES = {
  tooLong: `备注不能超过${ORDER_NOTICE_MAX}个字`,
  notText: '请输入备注内容',
} as const;

export const remarkSchema = object({
  notice: optionalText(REMARK_MESSAGES.notText).max(ORDER_NOTICE_MAX, REMARK_MESSAGES.tooLong),
});
export type RemarkValues = InferType<typeof remarkSchema>;
