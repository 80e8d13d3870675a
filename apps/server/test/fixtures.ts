/** Request bodies and rows more than one test file (or bench script) uses. */
import type { addresses } from '../src/db/schema';

/** A valid first-format address (/address): a Kunming florist's shop, sent by air (logisWay 2 = 航空物流). */
export const VALID_ADDRESS = {
  contactUser: '王芳',
  contactPhone: '13987654321',
  addrPid: '53',
  addrCid: '5301',
  addrZid: '530102',
  address: '东风西路88号芳华花艺',
  logisType: 2,
  logisWay: 2,
};

/**
 * An addresses row for a buyer made straight in the database (rush tests and bench:rush): the market's self-pickup
 * point at 斗南, the default address, with the given receiver.
 */
export function selfPickupAddressRow(buyerId: number, contactUser: string, contactPhone: string): typeof addresses.$inferInsert {
  return {
    buyerId,
    contactUser,
    contactPhone,
    provinceId: '53',
    provinceName: '云南省',
    cityId: '5301',
    cityName: '昆明市',
    districtId: '530114',
    districtName: '呈贡区',
    address: '斗南花卉交易中心自提点',
    isDefault: true,
    logisType: 1 as const,
    logisName: '自提',
  };
}
