import { object, type InferType } from 'yup';
import { optionalText } from './fields';

/**
 * /shopdetails' supplier keyword (供应商编号、名称或位置): trimmed; empty (or blank) searches every supplier. The server
 * takes it the same way (the contract's `text()`).
 */
export const supplierKeywordSchema = object({ keyword: optionalText() });
export type SupplierKeywordValues = InferType<typeof supplierKeywordSchema>;
