import { array, object, type InferType } from 'yup';
import { ALL_AFTER_SALES_TYPES_LABEL, gradeAllowsType, IMAGE_MESSAGES } from '../afterSales';
import { UPLOAD_LIMITS } from '../constants';
import { QUANTITY_MESSAGES } from '../quantity';
import { optionalText, requiredText, wholeNumber } from './fields';

/** Messages of the after-sales form (§5), verbatim. */
export const AFTER_SALES_MESSAGES = {
  typeRequired: '请选择售后类型',
  typeInvalid: '请选择正确的售后类型',
  quantityRequired: '请输入具体数量',
  quantityTooLarge: QUANTITY_MESSAGES.aboveMax,
  reasonRequired: '请输入问题描述',
  imagesRequired: '请上传最少一张图片',
  imagesTooMany: IMAGE_MESSAGES.tooMany,
} as const;

/**
 * Context: the bunches bought on the item (the quantity cannot exceed them) and its grade (a grade D/S item
 * cannot be filed as a quality claim; that shows as 请选择正确的售后类型).
 */
export type AfterSalesContext = { maxQuantity?: number; levelName?: string };

/**
 * /aftersale, in the spec's order: type chosen and not 全部, quantity, description, at least one image (at most 3).
 * asImages holds the uploaded image keys. mainId and itemId come from the route, not from the form.
 */
export const afterSalesSchema = object({
  asType: requiredText(AFTER_SALES_MESSAGES.typeRequired).test('type', AFTER_SALES_MESSAGES.typeInvalid, (value, context) => {
    const parent: unknown = context.parent;
    const name = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>).asTypeName : undefined;
    const typeName = typeof name === 'string' ? name.trim() : '';
    if (typeName === ALL_AFTER_SALES_TYPES_LABEL) return false;
    const ctx: unknown = context.options.context;
    const levelName = typeof ctx === 'object' && ctx !== null ? (ctx as AfterSalesContext).levelName : undefined;
    return typeof levelName !== 'string' || gradeAllowsType(levelName, typeName);
  }),
  asTypeName: optionalText(),
  asQty: wholeNumber(AFTER_SALES_MESSAGES.quantityRequired, 1).test('max', AFTER_SALES_MESSAGES.quantityTooLarge, (value, context) => {
    const ctx: unknown = context.options.context;
    const max = typeof ctx === 'object' && ctx !== null ? (ctx as AfterSalesContext).maxQuantity : undefined;
    return typeof max !== 'number' || value === undefined || value <= max;
  }),
  asReason: requiredText(AFTER_SALES_MESSAGES.reasonRequired),
  asImages: array(requiredText(AFTER_SALES_MESSAGES.imagesRequired))
    .typeError(AFTER_SALES_MESSAGES.imagesRequired)
    .required(AFTER_SALES_MESSAGES.imagesRequired)
    .min(1, AFTER_SALES_MESSAGES.imagesRequired)
    .max(UPLOAD_LIMITS.maxImages, AFTER_SALES_MESSAGES.imagesTooMany),
});
export type AfterSalesValues = InferType<typeof afterSalesSchema>;
