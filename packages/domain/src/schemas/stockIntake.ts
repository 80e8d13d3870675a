import { boolean, object, string, type InferType } from 'yup';
import {
  LOT_FIELDS,
  lotRowProblems,
  parseWeightGrams,
  STOCK_INTAKE_LIMITS,
  STOCK_MESSAGES,
  STOCK_SUPPLIER_TYPE_CODES,
  supplierCodeProblem,
  varietyCodeProblem,
  type LotField,
  type LotInput,
  type LotKnown,
} from '../stockIntake';

/** The lot form's context: the suppliers and varieties it chooses from (the same check as a CSV row's). */
export type LotFormContext = { known: LotKnown };

const NOTHING_KNOWN: LotKnown = { suppliers: new Map(), varieties: new Map() };

/** The form's selects: left empty, they say 请选择… (the CSV's 请填写… is for a typed cell). */
const NOT_CHOSEN: Partial<Record<LotField, string>> = {
  supplierId: STOCK_MESSAGES.supplierNotChosen,
  flwCode: STOCK_MESSAGES.varietyNotChosen,
  levelName: STOCK_MESSAGES.gradeNotChosen,
  lengthCode: STOCK_MESSAGES.lengthNotChosen,
  openCode: STOCK_MESSAGES.openNotChosen,
};

/** A lot field: its message is the row check's problem on that field (`lotRowProblems`, the CSV's rules). */
function lotField(field: LotField) {
  return string()
    .default('')
    .test('lot', (value, context) => {
      const notChosen = NOT_CHOSEN[field];
      if (notChosen && !(value ?? '').trim()) return context.createError({ message: notChosen });
      const known = (context.options.context as LotFormContext | undefined)?.known ?? NOTHING_KNOWN;
      const problem = lotRowProblems(context.parent as LotInput, known).find((p) => p.field === field);
      return problem ? context.createError({ message: problem.message }) : true;
    });
}

/** 新增/修改批次: every field as typed, checked by the lot rules (context: the known suppliers and varieties). */
export const stockLotSchema = object(
  Object.fromEntries(LOT_FIELDS.map((field) => [field, lotField(field)])) as Record<LotField, ReturnType<typeof lotField>>,
);
export type StockLotValues = InferType<typeof stockLotSchema>;

const chars = (value: string | undefined) => [...(value ?? '')].length;

/** 新增/修改供应商: code (type letter + 4 digits, fixed once created), name, type. */
export const supplierFormSchema = object({
  type: string()
    .default('')
    .test('type', STOCK_MESSAGES.supplierTypeMissing, (value) => STOCK_SUPPLIER_TYPE_CODES.includes(value as never)),
  id: string()
    .default('')
    .test('code', (value, context) => {
      const problem = supplierCodeProblem(value ?? '', (context.parent as { type?: string }).type ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  name: string()
    .trim()
    .default('')
    .required(STOCK_MESSAGES.supplierNameMissing)
    .test('length', STOCK_MESSAGES.supplierNameLong, (value) => chars(value) <= STOCK_INTAKE_LIMITS.supplierNameMax),
});
export type SupplierFormValues = InferType<typeof supplierFormSchema>;

/** 新增/修改品种: code (fixed once created), name, category, stems per bundle, weight of a bundle in kg, description. */
export const varietyFormSchema = object({
  flwCode: string()
    .default('')
    .test('code', (value, context) => {
      const problem = varietyCodeProblem(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  name: string()
    .trim()
    .default('')
    .required(STOCK_MESSAGES.varietyNameMissing)
    .test('length', STOCK_MESSAGES.varietyNameLong, (value) => chars(value) <= STOCK_INTAKE_LIMITS.varietyNameMax),
  categoryId: string()
    .default('')
    .test('category', STOCK_MESSAGES.categoryMissing, (value) => /^[1-9]\d{0,8}$/.test(value ?? '')),
  stemsPerBunch: string()
    .default('')
    .test('stems', STOCK_MESSAGES.stemsBad, (value) => {
      const n = /^\d{1,3}$/.test((value ?? '').trim()) ? Number(value) : 0;
      return n >= 1 && n <= STOCK_INTAKE_LIMITS.stemsPerBunchMax;
    }),
  weightKg: string()
    .default('')
    .test('weight', STOCK_MESSAGES.weightBad, (value) => parseWeightGrams(value ?? '') !== null),
  description: string()
    .trim()
    .default('')
    .test('length', STOCK_MESSAGES.descriptionLong, (value) => chars(value) <= STOCK_INTAKE_LIMITS.descriptionMax),
  recommended: boolean().default(false),
});
export type VarietyFormValues = InferType<typeof varietyFormSchema>;
