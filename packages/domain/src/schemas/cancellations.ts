import { object, string, type InferType } from 'yup';
import { rejectionReasonProblem } from '../cancellations';

/** 驳回撤销申请: the reason the buyer will read (required, ≤ 100 characters). */
export const cancellationRejectSchema = object({
  reason: string()
    .default('')
    .test('reason', (value, context) => {
      const problem = rejectionReasonProblem(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    }),
});
export type CancellationRejectValues = InferType<typeof cancellationRejectSchema>;
