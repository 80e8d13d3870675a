/** Column helpers shared by the schema's tables (not tables themselves, so not re-exported by the index). */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const bigFen = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
