import { BUYER_TYPES } from '@huashi/domain';

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

/** The buyer type dictionary (key 42) as the server answers it: the domain's BUYER_TYPES. */
export const buyerTypes = BUYER_TYPES;

/* ------------------------------------------------------------------ data tables (issue 13) */
