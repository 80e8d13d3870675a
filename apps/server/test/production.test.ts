/** Production never runs with the demo buyers', demo staff's or demo supplier's published passwords (issue 12 §3, issue 15, issue 31). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import * as t from '../src/db/schema';
import { DEMO_BUYER, DEMO_SUPPLIER, SECOND_BUYER, demoLoginsLeft } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.close();
});

describe('a database first started in development', () => {
  it('is recognised by the demo buyers, staff and supplier that still log in with their published passwords', async () => {
    const staffNames = DEMO_STAFF.map((member) => member.loginName);
    expect(await demoLoginsLeft(h.db)).toEqual([DEMO_BUYER.phone, SECOND_BUYER.phone, DEMO_SUPPLIER.phone, ...staffNames]);
    await h.db.update(t.staff).set({ passwordHash: await hashPassword('a-private-password1') });
    await h.db
      .update(t.suppliers)
      .set({ passwordHash: await hashPassword('a-private-password2') })
      .where(eq(t.suppliers.id, DEMO_SUPPLIER.id));
    await h.db
      .update(t.buyers)
      .set({ passwordHash: await hashPassword('a-private-password') })
      .where(eq(t.buyers.phone, SECOND_BUYER.phone));
    expect(await demoLoginsLeft(h.db)).toEqual([DEMO_BUYER.phone]);
    await h.db
      .update(t.buyers)
      .set({ passwordHash: await hashPassword('another-private-one') })
      .where(eq(t.buyers.phone, DEMO_BUYER.phone));
    expect(await demoLoginsLeft(h.db)).toEqual([]);
  });
});
