/** Story data of market/account/ (realistic Kunming market data; money is integer fen). */

/** The demo buyer's login (the seed's demo account). */
export const buyerLogin = { phone: '13800000001', password: 'huashi123' } as const;

/** A new buyer registering (the forms of /login key 2, /upNew). */
export const newBuyer = {
  phone: '13987654321',
  password: 'dounan2026',
  nickName: '滇池花艺',
  inviteCode: 'KM2026',
  code: '428915',
  maskedPhone: '139****4321',
} as const;

/** The buyer type dictionary (key 42) as the server answers it. */
export const buyerTypes = [
  { code: '1', name: '花店' },
  { code: '2', name: '婚庆公司' },
  { code: '3', name: '批发商' },
  { code: '4', name: '酒店' },
  { code: '5', name: '电商' },
  { code: '6', name: '其他' },
] as const;

/* ------------------------------------------------------------------ data tables (issue 13) */
