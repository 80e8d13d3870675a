import { describe, expect, it } from 'vitest';
import { FULFILMENT_MESSAGES } from '../fulfilment';
import { shipFormSchema } from './fulfilment';
import { validateForm } from './validate';

describe('ship form', () => {
  it('asks an agent-collection order for a carrier, then a tracking number; self-pickup needs neither', () => {
    const pickup = { mainId: 1, deliveryType: 1, carrierCode: '', trackingNumber: '' };
    const agent = { mainId: 2, deliveryType: 2, carrierCode: 'SF', trackingNumber: ' sf1234567 ' };
    expect(validateForm(shipFormSchema, { lines: [pickup, agent] })).toMatchObject({
      ok: true,
      value: { lines: [pickup, { ...agent, trackingNumber: 'SF1234567' }] },
    });
    expect(validateForm(shipFormSchema, { lines: [{ ...agent, carrierCode: '' }] })).toMatchObject({
      message: FULFILMENT_MESSAGES.carrierMissing,
      path: 'lines[0].carrierCode',
    });
    expect(validateForm(shipFormSchema, { lines: [pickup, { ...agent, trackingNumber: '' }] })).toMatchObject({
      message: FULFILMENT_MESSAGES.trackingMissing,
      path: 'lines[1].trackingNumber',
    });
    expect(validateForm(shipFormSchema, { lines: [{ ...agent, trackingNumber: '12' }] })).toMatchObject({
      message: FULFILMENT_MESSAGES.trackingFormat,
    });
    expect(validateForm(shipFormSchema, { lines: [] })).toMatchObject({ message: FULFILMENT_MESSAGES.noneSelected });
  });
});
