/** Request bodies more than one test file sends. */

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
