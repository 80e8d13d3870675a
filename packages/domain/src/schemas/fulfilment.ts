import { array, number, object, string, type InferType } from 'yup';
import { isSelfPickup } from '../address';
import { carrierByCode, FULFILMENT_MESSAGES, normaliseTrackingNumber, trackingNumberProblem } from '../fulfilment';

/**
 * 发货 (ShipDialog): one line per selected order. A self-pickup order needs nothing; an agent-collection order needs
 * a logistics company from the list and a tracking number (shipProblem in fulfilment.ts; the server says the same).
 */
const shipLineSchema = object({
  mainId: number().required(),
  deliveryType: number().required(),
  carrierCode: string()
    .default('')
    .test('carrier', FULFILMENT_MESSAGES.carrierMissing, (value, context) => {
      const { deliveryType } = context.parent as { deliveryType: number };
      return isSelfPickup(deliveryType) || carrierByCode(value) !== null;
    }),
  trackingNumber: string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? normaliseTrackingNumber(value) : value))
    .test('tracking', (value, context) => {
      const { deliveryType } = context.parent as { deliveryType: number };
      if (isSelfPickup(deliveryType)) return true;
      const problem = trackingNumberProblem(value);
      return problem === null ? true : context.createError({ message: problem });
    }),
});

export const shipFormSchema = object({ lines: array(shipLineSchema).default([]).min(1, FULFILMENT_MESSAGES.noneSelected) });
export type ShipFormValues = InferType<typeof shipFormSchema>;
export type ShipLineValues = InferType<typeof shipLineSchema>;
