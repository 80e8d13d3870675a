import type { User } from '@huashi/api';
import type { buyers } from '../db/schema';

/** The current-user shape of GET /v1/info/info. */
export function toUser(b: typeof buyers.$inferSelect): User {
  return {
    nickName: b.nickName,
    buyerId: b.id,
    userName: b.accountNo,
    contactPhone: b.contactPhone,
    status: b.status,
    memberLevel: b.memberLevel,
    memberDiscount: b.memberDiscountTenths / 10,
  };
}
