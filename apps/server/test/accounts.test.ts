import {
  type BuyerType,
  type LoginRequest,
  type OpenAccountRequest,
  type PublicToken,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@huashi/api';
import { accountEndpoints, devEndpoints } from '@huashi/api/contracts';
import { ACCOUNT_MESSAGES, LOGIN_LIMITS, SMS_LIMITS, epochSeconds, isValidRegion, phoneStamp, regionNames } from '@huashi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, endpointEnvelope, endpointData, settle } from './client';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.close();
});

const DEMO = { phone: '13800000001', password: 'huashi123' };
let ipCounter = 10;
/** A fresh client address per test, so the per-address limits of one test do not reach another. */
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
let phoneCounter = 0;
const freshPhone = () => `139${String(10_000_000 + phoneCounter++).slice(-8)}`;

type CallOpts = { token?: string; ip?: string };

/** The typed client as a visitor or the buyer with `token`, seen from client address `ip` (throttles count per address). */
const api = (opts: CallOpts = {}) => apiFor(h.app, opts.token ?? null, { ip: opts.ip ?? '127.0.0.1' });

/**
 * The account calls answered with their envelopes (code, msg — the page shows a success's msg too — and data), as the
 * typed client sends them. Bodies are left open: several tests send what the pages never would (missing or malformed
 * fields) to read the spec's messages.
 */
function accountCalls(opts: CallOpts = {}) {
  const { client } = api(opts);
  type Body = Record<string, unknown>;
  return {
    sendRegCode: (body: Body) => endpointEnvelope(client, accountEndpoints.sendRegCode, body),
    register: (body: Body) => endpointEnvelope(client, accountEndpoints.register, body),
    login: (body: Body) => endpointEnvelope(client, accountEndpoints.login, body),
    logout: () => endpointEnvelope(client, accountEndpoints.logout),
    sendResetCode: (body: Body) => endpointEnvelope(client, accountEndpoints.sendResetCode, body),
    resetPassword: (body: Body) => endpointEnvelope(client, accountEndpoints.resetPassword, body),
    sendPasswordCode: () => endpointEnvelope(client, accountEndpoints.sendPasswordCode),
    changePassword: (body: Body) => endpointEnvelope(client, accountEndpoints.changePassword, body),
    openAccount: (body: Body) => endpointEnvelope(client, accountEndpoints.openAccount, body),
    sendLoginCode: (body: Body) => endpointEnvelope(client, accountEndpoints.sendLoginCode, body),
    publicTokenLogin: (body: Body) => endpointEnvelope(client, accountEndpoints.publicTokenLogin, body),
  };
}

/** The current user as the token sees it: code 200 and the user, or the refusal (401 token已失效). */
const info = (token: string) => settle(api({ token }).account.info());

/** The development SMS outbox of a phone, newest first. */
const outbox = (phone: string) => settle(endpointData(api().client, devEndpoints.smsOutbox, { phone }));

const stampFor = (phone: string, at = h.clock.now()) => h.encrypt(phoneStamp(phone, epochSeconds(at)));
const sendReg = (phone: string, ip = freshIp()) => accountCalls({ ip }).sendRegCode({ phone: stampFor(phone) });

async function lastCode(phone: string): Promise<string> {
  const sent = await outbox(phone);
  expect(sent.code).toBe(200);
  const code = sent.data[0]?.code;
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function regBody(phone: string, code: string, password = 'flower88', extra: Partial<RegisterRequest> = {}) {
  return { phone, code, userName: '滇池花艺', password: h.encrypt(password), userType: 'buyer', createOS: 'PC', inviteCode: '', ...extra };
}

/** Registers a fresh buyer; returns phone, password and the session token. */
async function registerFresh(password = 'flower88') {
  const phone = freshPhone();
  expect((await sendReg(phone)).code).toBe(200);
  const res = await accountCalls().register(regBody(phone, await lastCode(phone), password));
  expect(res.msg).toBe('注册成功');
  return { phone, password, token: res.data.hxmToken, user: res.data.user };
}

const login = (userName: string, password: string, ip = '127.0.0.1') =>
  accountCalls({ ip }).login({ userName, password: h.encrypt(password), loginOS: 'PC' } satisfies LoginRequest);

describe('region tree', () => {
  it('answers the whole mainland tree without a token, with official codes', async () => {
    const res = await settle(api().region.tree());
    expect(res.code).toBe(200);
    // …with HTTP 200 (the client reads only the envelope).
    expect((await h.app.inject({ method: 'POST', url: '/api/pc/home/area' })).statusCode).toBe(200);
    const tree = res.data;
    expect(tree.length).toBe(31);
    expect(regionNames(tree, { provinceId: '53', cityId: '5301', districtId: '530114' })).toMatchObject({
      province: '云南省',
      city: '昆明市',
      district: '呈贡区',
    });
    expect(isValidRegion(tree, { provinceId: '53', cityId: '5301', districtId: '110101' })).toBe(false);
  });
});

describe('registration codes', () => {
  it('sends a 6-digit code to a new phone and keeps it in the dev outbox', async () => {
    const phone = freshPhone();
    const res = await sendReg(phone);
    expect(res).toMatchObject({ code: 200, data: { resendSeconds: 60, expiresInSeconds: 300 } });
    const sent = await outbox(phone);
    expect(sent.data).toHaveLength(1);
    expect(sent.data[0]!.code).toMatch(/^\d{6}$/);
    expect(sent.data[0]!.text).toContain(sent.data[0]!.code);
    expect(sent.data[0]!.purpose).toBe('reg');
  });

  it('refuses a resend within 60 s with the seconds left, and sends again after', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    expect((await sendReg(phone, ip)).code).toBe(200);
    h.clock.advance(20_000);
    const again = await sendReg(phone, ip);
    expect(again).toMatchObject({ code: 429, msg: '请40秒后再获取验证码', data: { secondsLeft: 40 } });
    h.clock.advance(40_000);
    expect((await sendReg(phone, ip)).code).toBe(200);
    expect((await outbox(phone)).data).toHaveLength(2);
  });

  it('refuses a stale, a future or an undecryptable phone stamp', async () => {
    const phone = freshPhone();
    const old = new Date(h.clock.now().getTime() - 301_000);
    expect(await accountCalls().sendRegCode({ phone: stampFor(phone, old) })).toMatchObject({
      code: 400,
      msg: '请求已过期，请刷新页面后重试',
    });
    const future = new Date(h.clock.now().getTime() + 301_000);
    expect((await accountCalls().sendRegCode({ phone: stampFor(phone, future) })).msg).toBe('请求已过期，请刷新页面后重试');
    expect((await accountCalls().sendRegCode({ phone: phone })).msg).toBe('请求无效，请刷新页面后重试');
    expect((await accountCalls().sendRegCode({ phone: h.encrypt(phone) })).msg).toBe('请求无效，请刷新页面后重试');
    expect((await accountCalls().sendRegCode({})).msg).toBe('请先输入手机号');
    expect((await outbox(phone)).data).toHaveLength(0);
  });

  it('refuses a phone that is not a mainland mobile, and one already registered', async () => {
    expect((await sendReg('12345')).msg).toBe('请输入正确手机号');
    expect((await sendReg(DEMO.phone)).msg).toBe('该手机号已注册，请直接登录');
  });

  it('caps the sends per phone per hour', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendReg(phone)).code).toBe(200);
      h.clock.advance(61_000);
    }
    expect(await sendReg(phone)).toMatchObject({ code: 429, msg: '该手机号获取验证码过于频繁，请1小时后再试' });
    h.clock.advance(3_600_000);
    expect((await sendReg(phone)).code).toBe(200);
  });

  it('caps the sends per client address per hour', async () => {
    const ip = freshIp();
    const sends = await Promise.all(Array.from({ length: 60 }, () => sendReg(freshPhone(), ip)));
    expect(sends.every((s) => s.code === 200)).toBe(true);
    expect(await sendReg(freshPhone(), ip)).toMatchObject({ code: 429, msg: '获取验证码过于频繁，请稍后再试' });
    expect((await sendReg(freshPhone(), freshIp())).code).toBe(200);
  });
});

describe('registration', () => {
  it('registers, logs in at once, and the account is not yet opened', async () => {
    const phone = freshPhone();
    await sendReg(phone);
    const res = await accountCalls().register(regBody(phone, await lastCode(phone), 'flower88', { inviteCode: 'KM2026' }));
    expect(res).toMatchObject({ code: 200, msg: '注册成功' });
    expect(res.data.user).toMatchObject({ nickName: '滇池花艺', contactPhone: phone, status: 1, memberLevel: 0 });
    expect(res.data.user.userName).toMatch(/^HS\d{6}$/);
    expect(Number(res.data.user.userName.slice(2))).toBeGreaterThan(100002);
    const me = await info(res.data.hxmToken);
    expect(me.data.userName).toBe(res.data.user.userName);
    // Both the phone and the account number log in.
    expect((await login(phone, 'flower88')).code).toBe(200);
    expect((await login(res.data.user.userName.toLowerCase(), 'flower88')).code).toBe(200);
  });

  it('gives each new buyer the next account number', async () => {
    const a = await registerFresh();
    const b = await registerFresh();
    expect(Number(b.user.userName.slice(2))).toBe(Number(a.user.userName.slice(2)) + 1);
  });

  it('refuses a duplicate registration', async () => {
    const first = await registerFresh();
    expect((await sendReg(first.phone)).msg).toBe('该手机号已注册，请直接登录');
    // The code is checked first (so the answer never tells whether a phone is registered): the used code is refused.
    const res = await accountCalls().register(regBody(first.phone, '123456'));
    expect(res).toMatchObject({ code: 400, msg: '验证码已使用，请重新获取' });
  });

  it('refuses a wrong code and counts the try', async () => {
    const phone = freshPhone();
    await sendReg(phone);
    const code = await lastCode(phone);
    expect(await accountCalls().register(regBody(phone, wrongCode(code)))).toMatchObject({ code: 400, msg: '验证码错误' });
    expect((await accountCalls().register(regBody(phone, code))).msg).toBe('注册成功');
  });

  it('refuses an expired code', async () => {
    const phone = freshPhone();
    await sendReg(phone);
    const code = await lastCode(phone);
    h.clock.advance(300_000);
    expect((await accountCalls().register(regBody(phone, code))).msg).toBe('验证码已过期，请重新获取');
  });

  it('refuses the 6th try of a code, even the right one', async () => {
    const phone = freshPhone();
    await sendReg(phone);
    const code = await lastCode(phone);
    for (let i = 0; i < 5; i += 1) expect((await accountCalls().register(regBody(phone, wrongCode(code)))).msg).toBe('验证码错误');
    expect((await accountCalls().register(regBody(phone, code))).msg).toBe('验证码错误次数过多，请重新获取');
    h.clock.advance(60_000);
    await sendReg(phone);
    expect((await accountCalls().register(regBody(phone, await lastCode(phone)))).msg).toBe('注册成功');
  });

  it('refuses a code for another phone, and a code never sent', async () => {
    const phone = freshPhone();
    await sendReg(phone);
    const code = await lastCode(phone);
    expect((await accountCalls().register(regBody(freshPhone(), code))).msg).toBe('请先获取验证码');
  });

  it('checks the form with the spec messages, in order', async () => {
    const phone = freshPhone();
    expect((await accountCalls().register({ phone, userName: '花', password: h.encrypt('flower88') })).msg).toBe('请输入验证码');
    expect((await accountCalls().register(regBody('', '123456'))).msg).toBe('请输入手机号');
    expect((await accountCalls().register(regBody('1391234567890', '123456'))).msg).toBe('请输入正确手机号');
    expect((await accountCalls().register(regBody(phone, '123456', '12345'))).msg).toBe('密码长度为6-16位');
    expect((await accountCalls().register(regBody(phone, '123456', '12345678901234567'))).msg).toBe('密码长度为6-16位');
    expect((await accountCalls().register({ ...regBody(phone, '123456'), password: '' })).msg).toBe('请输入密码');
    expect((await accountCalls().register({ ...regBody(phone, '123456'), userName: ' ' })).msg).toBe('请输入昵称');
    expect((await accountCalls().register({ ...regBody(phone, '123456'), userName: '一二三四五六七八九十一二三四五六七' })).msg).toBe(
      '昵称不能超过十六个字符',
    );
    expect((await accountCalls().register({ ...regBody(phone, '123456'), password: 'plain-text' })).msg).toBe('请求无效，请刷新页面后重试');
    expect((await accountCalls().register({ ...regBody(phone, '123456'), userType: 'supplier' })).msg).toBe('请求无效，请刷新页面后重试');
  });
});

describe('login', () => {
  it('answers the same for a wrong password and an unknown user', async () => {
    const wrong = await login(DEMO.phone, 'wrong-pass', freshIp());
    const unknown = await login('13999999999', 'wrong-pass', freshIp());
    expect(wrong).toMatchObject({ code: 400, msg: '账号或密码错误' });
    expect(unknown).toMatchObject({ code: 400, msg: '账号或密码错误' });
  });

  it('refuses an address after 5 failures for that account only: the owner elsewhere logs in; 15 minutes later it may try again', async () => {
    const buyer = await registerFresh('right-pass');
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i += 1)
      expect((await login(buyer.phone, 'wrong-pass', attacker)).msg).toBe('账号或密码错误');
    // Also by account number and with the right password: the account is the same.
    expect(await login(buyer.user.userName, 'right-pass', attacker)).toMatchObject({ code: 429, msg: '登录失败次数过多，请15分钟后再试' });
    // The lockout reaches neither the owner's address nor another account from the attacker's.
    expect((await login(buyer.phone, 'right-pass', freshIp())).code).toBe(200);
    expect((await login(DEMO.phone, DEMO.password, attacker)).code).toBe(200);
    h.clock.advance(15 * 60_000);
    expect((await login(buyer.phone, 'right-pass', attacker)).code).toBe(200);
  });

  it('asks for an SMS code after 20 failures from everywhere: with it the right password logs in, without it nobody does', async () => {
    const buyer = await registerFresh('right-pass');
    await Promise.all(Array.from({ length: LOGIN_LIMITS.perAccount }, () => login(buyer.phone, 'wrong-pass', freshIp())));
    const asked = await login(buyer.user.userName, 'right-pass', freshIp());
    expect(asked).toMatchObject({ code: 429, msg: ACCOUNT_MESSAGES.loginCodeRequired, data: { codeRequired: true } });
    // The code goes to the account's phone, whether the login name is the phone or the account number.
    const sent = await accountCalls({ ip: freshIp() }).sendLoginCode({ userName: buyer.user.userName });
    expect(sent).toMatchObject({ code: 200, data: { resendSeconds: 60 } });
    const code = await lastCode(buyer.phone);
    expect((await outbox(buyer.phone)).data[0]).toMatchObject({ purpose: 'login', text: expect.stringContaining('登录验证码') });
    const withCode = (password: string, value: string, ip = freshIp()) =>
      accountCalls({ ip }).login({
        userName: buyer.phone,
        password: h.encrypt(password),
        loginOS: 'PC',
        code: value,
      } satisfies LoginRequest);
    expect(await withCode('right-pass', wrongCode(code))).toMatchObject({ code: 400, msg: '验证码错误', data: { codeRequired: true } });
    expect((await withCode('right-pass', code)).code).toBe(200);
    // Proven by the phone: the account's failures stop counting, a plain login works again.
    expect((await login(buyer.phone, 'right-pass', freshIp())).code).toBe(200);
  }, 180_000); // 20+ scrypt checks: a loaded 2-core machine needs more than the default minute

  it('counts an IPv6 client by its /64 for codes too: rotating addresses in one network gets no fresh sends (issue 26)', async () => {
    const v6 = (host: number) => `2001:db8:5:6::${host.toString(16)}`;
    for (let i = 1; i <= SMS_LIMITS.perIpPerHour; i += 1) {
      expect((await accountCalls({ ip: v6(i) }).sendLoginCode({ userName: freshPhone() })).code).toBe(200);
    }
    // Another address of the same /64 is the same client…
    expect(await accountCalls({ ip: '2001:db8:5:6:ffff::1' }).sendResetCode({ phone: freshPhone() })).toMatchObject({
      code: 429,
      msg: ACCOUNT_MESSAGES.smsIpHourly,
    });
    // …another network is not.
    expect((await accountCalls({ ip: '2001:db8:5:7::1' }).sendLoginCode({ userName: freshPhone() })).code).toBe(200);
  });

  it('answers send-login-code for an unknown name as for a real one, sending nothing', async () => {
    const unknown = freshPhone();
    expect(await accountCalls({ ip: freshIp() }).sendLoginCode({ userName: unknown })).toMatchObject({
      code: 200,
      data: { resendSeconds: 60 },
    });
    expect((await outbox(unknown)).data).toEqual([]);
    expect((await accountCalls().sendLoginCode({})).msg).toBe('请输入手机号');
  });

  it('a success clears the failures of the account', async () => {
    const buyer = await registerFresh('right-pass');
    const fourWrong = () => Promise.all(Array.from({ length: 4 }, () => login(buyer.phone, 'wrong-pass')));
    await fourWrong();
    expect((await login(buyer.phone, 'right-pass')).code).toBe(200);
    expect((await fourWrong()).map((r) => r.msg)).toEqual(Array(4).fill('账号或密码错误'));
    expect((await login(buyer.phone, 'right-pass')).code).toBe(200);
  });

  it('throttles failed logins per client address', async () => {
    const ip = freshIp();
    const failures = await Promise.all(Array.from({ length: 30 }, () => login(freshPhone(), 'wrong-pass', ip)));
    expect(new Set(failures.map((f) => f.msg))).toEqual(new Set(['账号或密码错误']));
    expect(await login(DEMO.phone, DEMO.password, ip)).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请稍后再试' });
    expect((await login(DEMO.phone, DEMO.password, freshIp())).code).toBe(200);
  });

  it('revokes the token on logout', async () => {
    const token = (await login(DEMO.phone, DEMO.password)).data.hxmToken;
    expect((await accountCalls({ token }).logout()).code).toBe(200);
    // A 401 answer (HTTP and envelope) reaches the client as ApiError 401 token已失效.
    expect(await info(token)).toMatchObject({ code: 401, msg: 'token已失效' });
  });

  it('a remembered login lives 7 days, another one day', async () => {
    const remembered = (
      await accountCalls().login({
        userName: DEMO.phone,
        password: h.encrypt(DEMO.password),
        loginOS: 'PC',
        remember: true,
      } satisfies LoginRequest)
    ).data.hxmToken;
    const plain = (await login(DEMO.phone, DEMO.password)).data.hxmToken;
    h.clock.advance(2 * 24 * 3_600_000);
    expect((await info(remembered)).code).toBe(200);
    expect((await info(plain)).code).toBe(401);
    h.clock.advance(5 * 24 * 3_600_000);
    expect((await info(remembered)).code).toBe(401);
  });
});

describe('forgot password', () => {
  it('resets the password with a code; the old one fails and every session ends', async () => {
    const buyer = await registerFresh('old-pass');
    const res = await accountCalls({ ip: freshIp() }).sendResetCode({ phone: buyer.phone });
    expect(res.code).toBe(200);
    const code = await lastCode(buyer.phone);
    expect(
      await accountCalls().resetPassword({ phone: buyer.phone, code, password: h.encrypt('new-pass') } satisfies ResetPasswordRequest),
    ).toMatchObject({
      code: 200,
      msg: '重置密码成功，即将登录',
    });
    expect((await info(buyer.token)).code).toBe(401);
    expect((await login(buyer.phone, 'old-pass')).msg).toBe('账号或密码错误');
    expect((await login(buyer.phone, 'new-pass')).code).toBe(200);
    // Code reuse.
    expect((await accountCalls().resetPassword({ phone: buyer.phone, code, password: h.encrypt('other-pass') })).msg).toBe(
      '验证码已使用，请重新获取',
    );
  });

  it('refuses an unknown phone, a registration code and bad input', async () => {
    expect((await accountCalls().sendResetCode({ phone: freshPhone() })).msg).toBe('该手机号未注册');
    expect((await accountCalls().sendResetCode({})).msg).toBe('请先输入手机号');
    const phone = freshPhone();
    await sendReg(phone);
    const regCode = await lastCode(phone);
    const buyer = await registerFresh('old-pass');
    expect((await accountCalls().resetPassword({ phone: buyer.phone, code: regCode, password: h.encrypt('new-pass') })).msg).toBe(
      '请先获取验证码',
    );
    expect((await accountCalls().resetPassword({ phone: buyer.phone, code: '123456', password: h.encrypt('12345') })).msg).toBe(
      '密码长度为6-16位',
    );
    expect((await accountCalls().resetPassword({ phone: buyer.phone, code: '123456' })).msg).toBe('请输入新密码');
    expect((await accountCalls().resetPassword({ phone: buyer.phone, password: h.encrypt('new-pass') })).msg).toBe('请输入验证码');
  });
});

describe('password change (/amend)', () => {
  it('counts wrong codes as failed logins: after 5 from one address it is refused there, not from another', async () => {
    const buyer = await registerFresh('old-pass');
    const ip = freshIp();
    expect((await accountCalls({ token: buyer.token, ip }).sendPasswordCode()).code).toBe(200);
    const code = await lastCode(buyer.phone);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i += 1) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await accountCalls({ token: buyer.token, ip }).changePassword({ code: guess, password: h.encrypt('new-pass') })).code).toBe(
        400,
      );
    }
    expect(await accountCalls({ token: buyer.token, ip }).changePassword({ code, password: h.encrypt('new-pass') })).toMatchObject({
      code: 429,
      msg: '登录失败次数过多，请15分钟后再试',
    });
    // The code itself is spent by then (5 wrong tries); a new one from another address works.
    h.clock.advance(60_000);
    expect((await accountCalls({ token: buyer.token, ip: freshIp() }).sendPasswordCode()).code).toBe(200);
    const fresh = await lastCode(buyer.phone);
    expect(
      (await accountCalls({ token: buyer.token, ip: freshIp() }).changePassword({ code: fresh, password: h.encrypt('new-pass') })).code,
    ).toBe(200);
  });

  it('changes the password (the registration rule 6-16: 15 characters pass) with the code sent to the own phone; every session ends', async () => {
    const buyer = await registerFresh('old-pass');
    expect((await accountCalls({ token: buyer.token, ip: freshIp() }).sendPasswordCode()).code).toBe(200);
    const code = await lastCode(buyer.phone);
    expect((await accountCalls({ token: buyer.token }).changePassword({ code, password: h.encrypt('12345') })).msg).toBe(
      '密码长度为6-16位',
    );
    expect((await accountCalls({ token: buyer.token }).changePassword({ code, password: h.encrypt('12345678901234567') })).msg).toBe(
      '密码长度为6-16位',
    );
    const fifteen = 'peony-garden-15';
    expect(fifteen).toHaveLength(15);
    expect((await accountCalls({ token: buyer.token }).changePassword({ password: h.encrypt(fifteen) })).msg).toBe('请输入验证码');
    expect(await accountCalls({ token: buyer.token }).changePassword({ code, password: h.encrypt(fifteen) })).toMatchObject({
      code: 200,
      msg: '密码修改成功，请重新登录',
    });
    expect((await info(buyer.token)).code).toBe(401);
    expect((await login(buyer.phone, 'old-pass')).msg).toBe('账号或密码错误');
    expect((await login(buyer.phone, fifteen)).code).toBe(200);
  });

  it('a reset code does not change the password here', async () => {
    const buyer = await registerFresh('old-pass');
    await accountCalls({ ip: freshIp() }).sendResetCode({ phone: buyer.phone });
    const code = await lastCode(buyer.phone);
    expect((await accountCalls({ token: buyer.token }).changePassword({ code, password: h.encrypt('new-pass') })).msg).toBe(
      '请先获取验证码',
    );
  });
});

describe('opening the account (/dredge)', () => {
  it('lists the buyer types', async () => {
    const res = await settle(api().account.buyerTypes());
    expect(res.data.map((t: BuyerType) => t.name)).toEqual(['花店', '婚庆公司', '批发商', '酒店', '电商', '其他']);
  });

  it('opens the account with a type, a region from the tree and an address, once', async () => {
    const buyer = await registerFresh();
    const body: OpenAccountRequest = {
      buyerType: '1',
      addrPid: '53',
      addrCid: '5301',
      addrZid: '530114',
      addrPname: '假的',
      address: '斗南花卉市场3栋',
    };
    const res = await accountCalls({ token: buyer.token }).openAccount(body);
    expect(res).toMatchObject({ code: 200, data: { status: 2 } });
    expect((await info(buyer.token)).data.status).toBe(2);
    expect((await accountCalls({ token: buyer.token }).openAccount(body)).msg).toBe('账户已开通');
  });

  it('refuses bad input with the spec messages', async () => {
    const buyer = await registerFresh();
    const send = (body: Record<string, unknown>) => accountCalls({ token: buyer.token }).openAccount(body);
    const good = { buyerType: '1', addrPid: '53', addrCid: '5301', addrZid: '530114', address: '斗南花卉市场3栋' };
    expect((await send({ ...good, buyerType: '' })).msg).toBe('请选择购买商类别');
    expect((await send({ ...good, buyerType: '99' })).msg).toBe('请选择购买商类别');
    expect((await send({ ...good, addrPid: '' })).msg).toBe('请选择收货地址');
    expect((await send({ ...good, addrCid: '' })).msg).toBe('请选择收货地址');
    expect((await send({ ...good, addrZid: '110101' })).msg).toBe('请选择收货地址');
    expect((await send({ ...good, addrCid: '4401' })).msg).toBe('请选择收货地址');
    expect((await send({ ...good, address: '  ' })).msg).toBe('请输入详细地址');
    expect((await send({ ...good, address: '花'.repeat(121) })).msg).toBe('您的地址过长，请简化');
    expect((await info(buyer.token)).data.status).toBe(1);
    // The district may be left out.
    expect((await send({ ...good, addrZid: '' })).code).toBe(200);
  });
});

describe('token login (/elseLogin)', () => {
  it('exchanges a public token once for a session', async () => {
    const token = (await login(DEMO.phone, DEMO.password)).data.hxmToken;
    const pub = await settle(api({ token }).account.createPublicToken());
    expect(pub).toMatchObject({ code: 200, data: { expiresInSeconds: 120 } });
    const res = await accountCalls().publicTokenLogin({ token: pub.data.token });
    expect(res).toMatchObject({ code: 200, msg: '登录成功', data: { user: { contactPhone: DEMO.phone } } });
    expect((await info(res.data.hxmToken)).code).toBe(200);
    expect((await accountCalls().publicTokenLogin({ token: pub.data.token })).msg).toBe('登录链接无效或已过期，请重新登录');
  });

  it('refuses an expired token, an unknown one, and a public token used as a session', async () => {
    const token = (await login(DEMO.phone, DEMO.password)).data.hxmToken;
    const pub: PublicToken['token'] = (await api({ token }).account.createPublicToken()).token;
    expect((await info(pub)).code).toBe(401);
    h.clock.advance(121_000);
    expect((await accountCalls().publicTokenLogin({ token: pub })).msg).toBe('登录链接无效或已过期，请重新登录');
    expect((await accountCalls().publicTokenLogin({ token: 'nope' })).msg).toBe('登录链接无效或已过期，请重新登录');
    expect((await accountCalls().publicTokenLogin({})).msg).toBe('登录链接无效或已过期，请重新登录');
  });
});

describe('protected paths', () => {
  it('answer 401 without a token', async () => {
    const paths: ['GET' | 'POST', string][] = [
      ['GET', '/v1/info/info'],
      ['POST', '/v1/user/logout'],
      ['POST', '/v1/info/active-buyer-user'],
      ['GET', '/v1/info/create-public-token'],
      ['POST', '/v1/info/send-password-code'],
      ['POST', '/v1/info/change-password'],
    ];
    for (const [method, url] of paths) {
      const res = await h.app.inject({ method, url: `/api${url}`, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: 401, msg: 'token已失效' });
    }
  });
});
