import { object, string, type InferType } from 'yup';
import { SUPPLIER_MESSAGES, supplierPasswordProblem, supplierPhoneOf, supplierPhoneProblem } from '../supplierAccount';

/** The form's context: whether the supplier already has a password (then an empty field keeps it). */
export type SupplierAccountContext = { hasPassword: boolean };

/** 入库管理 › 供应商 › 登录账号: the supplier's login phone and a new password (empty keeps the current one). */
export const supplierAccountSchema = object({
  phone: string()
    .default('')
    .test('phone', (value, context) => {
      const problem = supplierPhoneProblem(supplierPhoneOf(value));
      return problem === null ? true : context.createError({ message: problem });
    }),
  password: string()
    .default('')
    .test('password', (value, context) => {
      const hasPassword = (context.options.context as SupplierAccountContext | undefined)?.hasPassword ?? false;
      const problem = supplierPasswordProblem(value ?? '', hasPassword);
      return problem === null ? true : context.createError({ message: problem });
    }),
});
export type SupplierAccountValues = InferType<typeof supplierAccountSchema>;

/** The supplier's login form (/supplier). */
export const supplierLoginSchema = object({
  phone: string().trim().default('').required(SUPPLIER_MESSAGES.phoneMissing),
  password: string().default('').required(SUPPLIER_MESSAGES.passwordMissing),
});
export type SupplierLoginValues = InferType<typeof supplierLoginSchema>;
