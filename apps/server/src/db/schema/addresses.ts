/** Delivery addresses. */
import type { LogisType, LogisWay, ReceiverType } from '@huashi/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { buyers } from './accounts';

/**
 * A buyer's delivery address. One table serves both formats of §3: the first format
 * (contactUser, logisType, logisWay) and the cp6 format (receiverName, deliveryType,
 * receiverType) are two views of the same row. Exactly one default per buyer is enforced
 * by a partial unique index.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    contactUser: text('contact_user').notNull(),
    contactPhone: text('contact_phone').notNull(),
    provinceId: text('province_id').notNull(),
    provinceName: text('province_name').notNull(),
    cityId: text('city_id').notNull(),
    cityName: text('city_name').notNull(),
    districtId: text('district_id').notNull(),
    districtName: text('district_name').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** 1 self-pickup, 2 provider/agent collects (logisType = deliveryType). */
    logisType: smallint('logis_type').$type<LogisType>().notNull(),
    logisName: text('logis_name'),
    /** First format: 1 rail, 2 air, 3 road, 4 express; null for self-pickup. */
    logisWay: smallint('logis_way').$type<LogisWay>(),
    /** cp6 format: 1 cold-chain to shop, 2 air, 3 road cold-chain, 4 express, 0 none. */
    receiverType: smallint('receiver_type').$type<ReceiverType>().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_buyer_idx').on(t.buyerId),
    uniqueIndex('addresses_one_default_uq')
      .on(t.buyerId)
      .where(sql`${t.isDefault}`),
  ],
);
