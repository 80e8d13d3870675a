import { object, string, type InferType } from 'yup';
import {
  BUYER_DESK_MESSAGES,
  adjustKeepsUsable,
  adjustReasonProblem,
  checkAdjustAmount,
  isAdjustDirection,
  managerNameProblem,
  managerNameText,
  managerPhoneProblem,
  managerPhoneText,
  type AdjustDirection,
} from '../buyerDesk';

/** What the adjust form checks a debit against: the buyer's balance and frozen amount in fen (absent: not checked). */
export type BalanceAdjustContext = { balanceFen?: number; frozenFen?: number };

function contextOf(context: unknown): BalanceAdjustContext {
  return typeof context === 'object' && context !== null ? (context as BalanceAdjustContext) : {};
}

const textOrEmpty = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : value);

/**
 * 调整余额 (财务, 管理员): direction, amount in yuan (> 0, two decimals, ≤ the limit; a debit within the usable
 * balance when the context gives it), and a reason of 2–100 characters. The server checks the same schema and then
 * the balance again in its conditional update.
 */
export const balanceAdjustSchema = object({
  direction: string<AdjustDirection | ''>()
    .default('')
    .transform(textOrEmpty)
    .test('direction', BUYER_DESK_MESSAGES.directionMissing, (value) => isAdjustDirection(value)),
  amount: string()
    .default('')
    .transform((value: unknown) => (typeof value === 'number' ? String(value) : textOrEmpty(value)))
    .typeError(BUYER_DESK_MESSAGES.amountFormat)
    .test('amount', BUYER_DESK_MESSAGES.amountMissing, (value, context) => {
      const check = checkAdjustAmount(value ?? '');
      if (!check.ok) return context.createError({ message: check.message });
      const { balanceFen, frozenFen } = contextOf(context.options.context);
      const direction = (context.parent as { direction?: unknown }).direction;
      if (typeof balanceFen === 'number' && isAdjustDirection(direction)) {
        if (!adjustKeepsUsable(direction, check.fen, balanceFen, frozenFen ?? 0)) {
          return context.createError({ message: BUYER_DESK_MESSAGES.overdraw });
        }
      }
      return true;
    }),
  reason: string()
    .default('')
    .transform(textOrEmpty)
    .typeError(BUYER_DESK_MESSAGES.reasonMissing)
    .test('reason', BUYER_DESK_MESSAGES.reasonMissing, (value, context) => {
      const problem = adjustReasonProblem(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    })
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value)),
});
export type BalanceAdjustValues = InferType<typeof balanceAdjustSchema>;

const siblings = (parent: unknown): { managerName?: unknown; managerPhone?: unknown } =>
  typeof parent === 'object' && parent !== null ? parent : {};

/**
 * 设置客户经理 (客服, 管理员; issue 26): the manager's name (at most 20 characters) and phone (a mobile, or a landline
 * with its area code — the domain's phone rule), both or neither: both empty takes the manager away. Name first, then
 * phone. The server checks the same schema.
 */
export const buyerManagerSchema = object({
  managerName: string()
    .default('')
    .transform((value: unknown) => managerNameText(value))
    .test('managerName', BUYER_DESK_MESSAGES.managerNameMissing, (value, context) => {
      const problem = managerNameProblem(value ?? '', managerPhoneText(siblings(context.parent).managerPhone));
      return problem === null ? true : context.createError({ message: problem });
    }),
  managerPhone: string()
    .default('')
    .transform((value: unknown) => managerPhoneText(value))
    .test('managerPhone', BUYER_DESK_MESSAGES.managerPhoneInvalid, (value, context) => {
      const problem = managerPhoneProblem(managerNameText(siblings(context.parent).managerName), value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    }),
});
export type BuyerManagerValues = InferType<typeof buyerManagerSchema>;
