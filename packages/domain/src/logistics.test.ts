import { describe, expect, it } from 'vitest';
import {
  activityDiscountFen,
  deliveryWayName,
  formatKg,
  lineWeightGrams,
  logisticsFeeFen,
  logisticsRatePerKgFen,
  totalWeightGrams,
} from './logistics';

describe('logistics fee', () => {
  it('is free for self-pickup whatever the way', () => {
    expect(logisticsFeeFen(12_345, { logisType: 1, logisWay: 2 })).toBe(0);
    expect(logisticsRatePerKgFen({ logisType: 1, logisWay: null })).toBe(0);
  });
  it('charges per kg by the way: rail 0.80, air 3.00, road 1.00, express 5.00', () => {
    expect(logisticsFeeFen(1000, { logisType: 2, logisWay: 1 })).toBe(80);
    expect(logisticsFeeFen(1000, { logisType: 2, logisWay: 2 })).toBe(300);
    expect(logisticsFeeFen(1000, { logisType: 2, logisWay: 3 })).toBe(100);
    expect(logisticsFeeFen(1000, { logisType: 2, logisWay: 4 })).toBe(500);
  });
  it('counts grams and rounds half up to a fen', () => {
    expect(logisticsFeeFen(2350, { logisType: 2, logisWay: 3 })).toBe(235);
    expect(logisticsFeeFen(1005, { logisType: 2, logisWay: 1 })).toBe(80); // 80.4
    expect(logisticsFeeFen(1007, { logisType: 2, logisWay: 1 })).toBe(81); // 80.56
  });
  it('uses the road rate when an agent-collection address has no known way', () => {
    expect(logisticsFeeFen(1000, { logisType: 2, logisWay: null })).toBe(100);
    expect(logisticsFeeFen(1000, { logisType: 2, logisWay: 9 })).toBe(100);
  });
  it('is 0 for no weight or bad input', () => {
    expect(logisticsFeeFen(0, { logisType: 2, logisWay: 2 })).toBe(0);
    expect(logisticsFeeFen(-5, { logisType: 2, logisWay: 2 })).toBe(0);
    expect(logisticsFeeFen(Number.NaN, { logisType: 2, logisWay: 2 })).toBe(0);
  });
});

describe('activity discount', () => {
  it('takes the percent of the goods, half up', () => {
    expect(activityDiscountFen(10_000, 10)).toBe(1_000);
    expect(activityDiscountFen(1_999, 5)).toBe(100); // 99.95
  });
  it('is 0 outside 1–99 % or for no goods', () => {
    expect(activityDiscountFen(10_000, 0)).toBe(0);
    expect(activityDiscountFen(10_000, 100)).toBe(0);
    expect(activityDiscountFen(10_000, 2.5)).toBe(0);
    expect(activityDiscountFen(0, 10)).toBe(0);
  });
});

describe('weights', () => {
  it('multiplies bunches by grams per bunch', () => {
    expect(lineWeightGrams(3, 450)).toBe(1350);
    expect(lineWeightGrams(0, 450)).toBe(0);
    expect(lineWeightGrams(2, -1)).toBe(0);
  });
  it('sums and shows kg with 2 decimals', () => {
    expect(totalWeightGrams([1350, 1000, -3])).toBe(2350);
    expect(formatKg(2350)).toBe('2.35');
    expect(formatKg(5)).toBe('0.01');
    expect(formatKg(0)).toBe('0.00');
  });
});

describe('delivery way name', () => {
  it('names self-pickup and each way', () => {
    expect(deliveryWayName({ logisType: 1, logisWay: 3 })).toBe('自提');
    // One table with the address formats: an address saved as 航空物流 is 航空物流 on /pay and on the order.
    expect(deliveryWayName({ logisType: 2, logisWay: 2 })).toBe('航空物流');
    expect(deliveryWayName({ logisType: 2, logisWay: 1 })).toBe('铁路物流');
    expect(deliveryWayName({ logisType: 2, logisWay: null })).toBe('公路冷链');
    // 冷链到店 travels by road (logisWay 3) but is named by its receiver type, as on the address lists.
    expect(deliveryWayName({ logisType: 2, logisWay: 3, receiverType: 1 })).toBe('冷链到店');
  });
});
