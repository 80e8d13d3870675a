/** Production never runs with the demo buyers' or demo staff's published passwords (issue 12 §3, issue 15). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER, demoLoginsLeft } from '../src/seed';
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
  it('is recognised by the demo buyers and staff that still log in with their published passwords', async () => {
    const staffNames = DEMO_STAFF.map((member) => member.loginName);
    expect(await demoLoginsLeft(h.db)).toEqual([DEMO_BUYER.phone, SECOND_BUYER.phone, ...staffNames]);
    await h.db.update(t.staff).set({ passwordHash: await hashPassword('a-private-password1') });
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
