/**
 * The demo market's staff, one per role (development and tests only; the README lists them). Production never
 * seeds them: its first 管理员 is created with `npm run staff:create`, and a production server refuses to start on
 * a database where these published passwords still work.
 */
import type { StaffRole } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Db, Tx } from '../db/client';
import { staff } from '../db/schema';

export const DEMO_STAFF = [
  { loginName: 'admin', displayName: '王主管', role: 'admin', password: 'huashi-admin-1' },
  { loginName: 'peihuo', displayName: '李配货', role: 'fulfilment', password: 'huashi-peihuo-1' },
  { loginName: 'caiwu', displayName: '赵财务', role: 'finance', password: 'huashi-caiwu-1' },
  { loginName: 'kefu', displayName: '陈客服', role: 'service', password: 'huashi-kefu-1' },
] as const satisfies readonly { loginName: string; displayName: string; role: StaffRole; password: string }[];

let hashes: Promise<string[]> | null = null;

/** The demo staff rows; their password hashes are made once per process (scrypt is slow on purpose). */
export async function demoStaffRows() {
  hashes ??= Promise.all(DEMO_STAFF.map((member) => hashPassword(member.password)));
  const made = await hashes;
  return DEMO_STAFF.map(({ loginName, displayName, role }, i) => ({ loginName, displayName, role, passwordHash: made[i]! }));
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
