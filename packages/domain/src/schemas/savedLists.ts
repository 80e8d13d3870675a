import { object, string, type InferType } from 'yup';
import { savedListNameProblem } from '../savedLists';

/** 新建清单 / 重命名: the list's name (1–20 characters after trimming; uniqueness is the server's). */
export const savedListNameSchema = object({
  name: string()
    .default('')
    .test('name', (value, context) => {
      const problem = savedListNameProblem(value ?? '');
      return problem === null ? true : context.createError({ message: problem });
    }),
});
export type SavedListNameValues = InferType<typeof savedListNameSchema>;
