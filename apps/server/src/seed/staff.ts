/**
 * The demo market's staff, one per role (development and tests only; the README lists them). Production never
 * seeds them: its first 管理员 is created with `npm run staff:create` (and enrols a second factor at the first
 * login), and a production server refuses to start on a database where these published passwords still work.
 *
 * Decision (issue 29): the demo 管理员 and 财务 are seeded already enrolled, with the published TOTP secrets below
 * (README: add them to an authenticator app, or make a code with `npm run staff:code`), so a fresh `npm start` and
 * the e2e journeys log in exactly as production does — password, then code — and the rule "a 管理员 without a
 * second factor reaches no desk" is never switched off. 配货发货 and 客服 are not enrolled (they may enrol).
 */
import type { StaffRole } from '@huashi/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db, Tx } from '../db/client';
import { staff } from '../db/schema';

export const DEMO_STAFF = [
  { loginName: 'admin', displayName: '王主管', role: 'admin', password: 'huashi-admin-1', totpSecret: 'HUASHIADMINDEMOTOTPSECRETKEY2345' },
  { loginName: 'peihuo', displayName: '李配货', role: 'fulfilment', password: 'huashi-peihuo-1', totpSecret: null },
  {
    loginName: 'caiwu',
    displayName: '赵财务',
    role: 'finance',
    password: 'huashi-caiwu-1',
    totpSecret: 'HUASHICAIWUDEMOTOTPSECRETKEY2345',
  },
  { loginName: 'kefu', displayName: '陈客服', role: 'service', password: 'huashi-kefu-1', totpSecret: null },
] as const satisfies readonly { loginName: string; displayName: string; role: StaffRole; password: string; totpSecret: string | null }[];

export type DemoStaffMember = (typeof DEMO_STAFF)[number];

let hashes: Promise<string[]> | null = null;

/** The demo staff rows; their password hashes are made once per process (scrypt is slow on purpose). */
export async function demoStaffRows() {
  hashes ??= Promise.all(DEMO_STAFF.map((member) => hashPassword(member.password)));
  const made = await hashes;
  return DEMO_STAFF.map(({ loginName, displayName, role, totpSecret }, i) => ({
    loginName,
    displayName,
    role,
    passwordHash: made[i]!,
    totpSecret,
    totpEnabledAt: totpSecret === null ? null : sql`now()`,
  }));
}

export async function insertDemoStaff(tx: Tx, rows: Awaited<ReturnType<typeof demoStaffRows>>): Promise<void> {
  await tx.insert(staff).values(rows).onConflictDoNothing();
}

/** The demo staff logins that still work with their published passwords (production refuses to start then). */
export async function demoStaffLoginsLeft(db: Db): Promise<string[]> {
  const left: string[] = [];
  for (const member of DEMO_STAFF) {
    const [row] = await db.select({ passwordHash: staff.passwordHash }).from(staff).where(eq(staff.loginName, member.loginName)).limit(1);
    if (row && (await verifyPassword(member.password, row.passwordHash))) left.push(member.loginName);
  }
  return left;
}
