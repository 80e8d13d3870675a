/** Production never runs with the demo buyers' published passwords (issue 12 §3). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER, demoLoginsLeft } from '../src/seed';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.close();
});

describe('a database first started in development', () => {
  it('is recognised by the demo buyers that still log in with their published passwords', async () => {
    expect(await demoLoginsLeft(h.db)).toEqual([DEMO_BUYER.phone, SECOND_BUYER.phone]);
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
