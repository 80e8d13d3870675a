import { object, string, type InferType } from 'yup';
import { orderPadTextProblem } from '../orderPad';

/** 快速下单's form: the pasted lines (not empty, at most 200 lines and 20000 characters; the server says the same). */
export const orderPadSchema = object({
  text: string()
    .default('')
    .test('text', (value, context) => {
      const problem = orderPadTextProblem(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    }),
});
export type OrderPadValues = InferType<typeof orderPadSchema>;
