import { object, ValidationError } from 'yup';
import { parseTargetPrice, watchAlertsProblem, WATCH_MESSAGES, type WatchTarget } from '../watch';

/** The watch editor's values (/watch and 到货提醒 on the product page), as typed. */
export type WatchFormValues = {
  /** A variety's grade ('' any) and length code ('' any); unused for a supplier or a lot. */
  levelName: string;
  lengthCode: string;
  arrived: boolean;
  restock: boolean;
  /** 降价提醒 ticked: the target price (元/扎) is then required. */
  priceOn: boolean;
  targetPrice: string;
};

/**
 * The editor's schema: the same rules the server applies (watchAlertsProblem, parseTargetPrice), each message on its
 * field — the target price's on `targetPrice`, 请至少选择一种提醒 on `arrived` (the first of the alerts). The target
 * (variety, supplier, lot) is read from the schema's context (`{ target }`).
 */
export const watchFormSchema = object().test('watch', '', (value, context) => {
  const values = (value ?? {}) as Partial<WatchFormValues>;
  const target = ((context.options.context as { target?: WatchTarget } | undefined)?.target ?? 'variety') as WatchTarget;
  const price = values.priceOn ? parseTargetPrice(values.targetPrice ?? '', true) : ({ ok: true, fen: null } as const);
  if (!price.ok) return context.createError({ path: 'targetPrice', message: price.message });
  const problem = watchAlertsProblem(target, {
    arrived: Boolean(values.arrived) && target !== 'lot',
    restock: Boolean(values.restock),
    targetPriceFen: price.fen,
  });
  if (problem === WATCH_MESSAGES.noAlert) return new ValidationError(problem, value, 'arrived');
  return problem === null ? true : new ValidationError(problem, value, 'targetPrice');
});
