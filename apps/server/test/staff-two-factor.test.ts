/**
 * Staff two-factor login (issue 29): a 管理员/财务 without a second factor reaches no desk until enrolled; enrolled
 * members log in with password then code (or a recovery code, once each); a code is never accepted twice; wrong codes
 * are throttled as passwords are; 管理员 resets a member's second factor, audited.
 */
import { LOGIN_LIMITS, STAFF_MESSAGES, TWO_FACTOR, TWO_FACTOR_MESSAGES } from '@huashi/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/auth/totp';
import * as t from '../src/db/schema';
import { DEMO_STAFF } from '../src/seed/staff';
import { apiFor, settle } from './client';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
const [ADMIN, PEIHUO] = DEMO_STAFF;
let admin: ReturnType<typeof apiFor>;

beforeAll(async () => {
  h = await createTestApp();
  admin = apiFor(h.app, await h.staffLogin(ADMIN, { ip: '10.29.0.1' }));
});
afterAll(async () => {
  await h?.close();
});

const login = (loginName: string, password: string, ip: string) => apiFor(h.app, null, { ip }).staff.login({ loginName, password });
const codeNow = (secret: string, stepsAhead = 0) => totpCode(secret, new Date(h.clock.now().getTime() + stepsAhead * 30_000));
const lastAudit = async (action: string) =>
  (await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, action)).orderBy(desc(t.auditLog.id)).limit(1))[0];

describe('enrolment', () => {
  it('gives a new 管理员 a half session that reaches no desk, only the enrolment; a confirmed code opens the desks', async () => {
    await admin.staff.create({ loginName: 'new.boss', displayName: '新主管', role: 'admin', password: 'new-boss-pass-1' });
    const first = await login('new.boss', 'new-boss-pass-1', '10.29.1.1');
    expect(first).toMatchObject({ stage: 'enrol', staff: { loginName: 'new.boss', twoFactor: false } });
    const half = apiFor(h.app, first.staffToken, { ip: '10.29.1.1' });
    // Server-enforced: every desk and the own-account routes refuse the half session.
    for (const refused of [await settle(half.staff.list()), await settle(half.staff.me()), await settle(half.staff.audit())]) {
      expect(refused).toMatchObject({ code: 403, msg: TWO_FACTOR_MESSAGES.enrolFirst });
    }
    const raw = await h.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { authorization: `Bearer ${first.staffToken}` } });
    expect(raw.statusCode).toBe(403);
    // The code step is not the enrolment.
    expect((await settle(half.staff.loginCode({ code: '123456' }))).code).toBe(403);

    const setup = await half.staff.twoFactorSetup();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(setup.uri).searchParams.get('secret')).toBe(setup.secret);
    expect(decodeURIComponent(setup.uri)).toContain(`${TWO_FACTOR.issuer}:new.boss`);
    // A reloaded page shows the same secret until it is confirmed.
    expect((await half.staff.twoFactorSetup()).secret).toBe(setup.secret);

    expect(await settle(half.staff.twoFactorConfirm({ code: codeNow(setup.secret, 5) }))).toMatchObject({
      msg: TWO_FACTOR_MESSAGES.codeWrong,
    });
    expect(await settle(half.staff.twoFactorConfirm({ code: '12ab' }))).toMatchObject({ msg: TWO_FACTOR_MESSAGES.codeFormat });
    const enrolled = await half.staff.twoFactorConfirm({ code: codeNow(setup.secret) });
    expect(enrolled.recoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(new Set(enrolled.recoveryCodes).size).toBe(TWO_FACTOR.recoveryCodes);
    expect(enrolled.staff.twoFactor).toBe(true);
    // The half token is spent; the new one is a full session.
    expect((await settle(half.staff.twoFactorSetup())).code).toBe(401);
    const full = apiFor(h.app, enrolled.staffToken);
    expect((await full.staff.me()).twoFactor).toBe(true);
    expect((await full.staff.list()).length).toBeGreaterThan(0);
    expect(await settle(full.staff.twoFactorSetup())).toMatchObject({ msg: TWO_FACTOR_MESSAGES.alreadyEnrolled });
    // Recovery codes are stored hashed only.
    const stored = await h.db.select().from(t.staffRecoveryCodes).where(eq(t.staffRecoveryCodes.staffId, enrolled.staff.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(enrolled.recoveryCodes[0]);
    expect(await lastAudit('staff.two-factor-enrol')).toMatchObject({ staffId: enrolled.staff.id, entityIds: [enrolled.staff.id] });
  });

  it('lets 配货发货 log in without a code and enrol from their own account; then the code is asked', async () => {
    const first = await login(PEIHUO.loginName, PEIHUO.password, '10.29.2.1');
    expect(first.stage).toBe('full');
    const own = apiFor(h.app, first.staffToken, { ip: '10.29.2.1' });
    const { secret } = await own.staff.twoFactorSetup();
    const enrolled = await own.staff.twoFactorConfirm({ code: codeNow(secret) });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect((await apiFor(h.app, enrolled.staffToken).staff.me()).twoFactor).toBe(true);
    expect((await login(PEIHUO.loginName, PEIHUO.password, '10.29.2.2')).stage).toBe('code');
  });
});

describe('logging in with a code', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    await admin.staff.create({ loginName: 'code.user', displayName: '财务甲', role: 'finance', password: 'code-user-pass-1' });
    const half = apiFor(h.app, (await login('code.user', 'code-user-pass-1', '10.29.3.1')).staffToken);
    secret = (await half.staff.twoFactorSetup()).secret;
    h.clock.advance(30_000);
    recoveryCodes = (await half.staff.twoFactorConfirm({ code: codeNow(secret) })).recoveryCodes;
    h.clock.advance(60_000);
  });

  it('asks an enrolled member for the code after the password; the half session reaches no desk; a code works once', async () => {
    const first = await login('code.user', 'code-user-pass-1', '10.29.3.2');
    expect(first.stage).toBe('code');
    const half = apiFor(h.app, first.staffToken, { ip: '10.29.3.2' });
    expect(await settle(half.staff.list())).toMatchObject({ code: 403, msg: TWO_FACTOR_MESSAGES.codeFirst });
    expect(await settle(half.staff.twoFactorSetup())).toMatchObject({ code: 403 });
    expect(await settle(half.staff.loginCode({ code: '' }))).toMatchObject({ msg: TWO_FACTOR_MESSAGES.codeMissing });
    const code = codeNow(secret);
    const done = await half.staff.loginCode({ code });
    expect(done).toMatchObject({ stage: 'full', staff: { loginName: 'code.user' } });
    expect((await apiFor(h.app, done.staffToken).staff.me()).loginName).toBe('code.user');
    // Replay: the same code (same 30-second step) for a new login is refused.
    const again = apiFor(h.app, (await login('code.user', 'code-user-pass-1', '10.29.3.2')).staffToken, { ip: '10.29.3.2' });
    expect(await settle(again.staff.loginCode({ code }))).toMatchObject({ msg: TWO_FACTOR_MESSAGES.codeUsed });
    // So is an earlier step's code still inside the window.
    expect(await settle(again.staff.loginCode({ code: codeNow(secret, -1) }))).toMatchObject({ msg: TWO_FACTOR_MESSAGES.codeUsed });
    // The next step's code (a phone a little ahead) is fresh.
    expect((await again.staff.loginCode({ code: codeNow(secret, 1) })).stage).toBe('full');
  });

  it('takes a recovery code instead, each only once, audited', async () => {
    const half = () => login('code.user', 'code-user-pass-1', '10.29.4.1').then((r) => apiFor(h.app, r.staffToken, { ip: '10.29.4.1' }));
    const first = await half();
    const done = await first.staff.loginCode({ recoveryCode: recoveryCodes[0]!.toUpperCase().replace(/^(.{5})/, '$1-') });
    expect(done.stage).toBe('full');
    expect(await lastAudit('staff.recovery-code')).toMatchObject({ after: { recoveryCodesLeft: 9 } });
    const second = await half();
    expect(await settle(second.staff.loginCode({ recoveryCode: recoveryCodes[0]! }))).toMatchObject({
      msg: TWO_FACTOR_MESSAGES.recoveryWrong,
    });
    expect((await second.staff.loginCode({ recoveryCode: recoveryCodes[1]! })).stage).toBe('full');
  });

  it('throttles wrong codes as passwords: five from one address lock it for the account, a right password does not reset it', async () => {
    h.clock.advance(LOGIN_LIMITS.windowSeconds * 1000);
    const ip = '10.29.5.1';
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i += 1) {
      const half = apiFor(h.app, (await login('code.user', 'code-user-pass-1', ip)).staffToken, { ip });
      expect(await settle(half.staff.loginCode({ code: '000000' }))).toMatchObject({ msg: TWO_FACTOR_MESSAGES.codeWrong });
    }
    // The right password no longer passes from this address, nor does a right code with a half session got before.
    expect(await settle(login('code.user', 'code-user-pass-1', ip))).toMatchObject({ code: 429 });
    // Another address (and another /64) still logs in: the owner is not locked out.
    const elsewhere = apiFor(h.app, (await login('code.user', 'code-user-pass-1', '10.29.5.2')).staffToken, { ip: '10.29.5.2' });
    h.clock.advance(30_000);
    expect((await elsewhere.staff.loginCode({ code: codeNow(secret) })).stage).toBe('full');
  });

  it('ends a half session after its minutes', async () => {
    const first = await login('code.user', 'code-user-pass-1', '10.29.6.1');
    h.clock.advance(TWO_FACTOR.halfSessionMinutes * 60_000 + 1);
    expect((await settle(apiFor(h.app, first.staffToken).staff.loginCode({ code: codeNow(secret) }))).code).toBe(401);
  });
});

describe('reset by 管理员', () => {
  it('clears a member second factor and sessions (audited); they enrol again; not oneself, not by other roles', async () => {
    await admin.staff.create({ loginName: 'lost.phone', displayName: '丢手机', role: 'finance', password: 'lost-phone-pass-1' });
    const token = await h.staffLogin({ loginName: 'lost.phone', password: 'lost-phone-pass-1' }, { ip: '10.29.7.1' });
    const member = await apiFor(h.app, token).staff.me();
    expect(member.twoFactor).toBe(true);

    const peihuo = apiFor(h.app, await h.staffLogin({ loginName: 'kefu', password: 'huashi-kefu-1' }, { ip: '10.29.7.2' }));
    expect((await settle(peihuo.staff.resetTwoFactor({ id: member.id }))).code).toBe(403);
    const me = await admin.staff.me();
    expect(await settle(admin.staff.resetTwoFactor({ id: me.id }))).toMatchObject({ msg: TWO_FACTOR_MESSAGES.selfReset });

    const after = await admin.staff.resetTwoFactor({ id: member.id });
    expect(after.twoFactor).toBe(false);
    expect((await settle(apiFor(h.app, token).staff.me())).code).toBe(401);
    expect(await lastAudit('staff.two-factor-reset')).toMatchObject({
      staffId: me.id,
      entityIds: [member.id],
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    const rows = await h.db
      .select()
      .from(t.staffRecoveryCodes)
      .where(and(eq(t.staffRecoveryCodes.staffId, member.id)));
    expect(rows).toEqual([]);
    expect((await login('lost.phone', 'lost-phone-pass-1', '10.29.7.3')).stage).toBe('enrol');
    expect(await settle(admin.staff.resetTwoFactor({ id: member.id }))).toMatchObject({ msg: TWO_FACTOR_MESSAGES.notEnrolled });
    expect(STAFF_MESSAGES.forbidden).toBeTruthy();
  });
});
