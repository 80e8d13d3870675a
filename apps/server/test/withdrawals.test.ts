/**
 * Issue 17 slice B2: bank card (/v1/info/*), withdrawal (/v1/finance/send-sms, /v1/finance/withdraw) and the 财务
 * desk's payouts (/admin/withdrawals): real name first, the ¥5 fee on top, the freeze that never lets the usable
 * balance go negative (50 parallel withdrawals), payout exactly once, rejection unfreezes, guards, ledger check.
 */
import { adminBuyersApi, adminWithdrawalsApi, moneyApi, withdrawApi } from '@huashi/api';
import { devEndpoints } from '@huashi/api/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER, SECOND_BUYER } from '../src/seed';
import { DEMO_STAFF } from '../src/seed/staff';
import { ledgerMismatches } from '../src/services/ledger';
import { apiFor, endpointData, settle } from './client';
import { bankCardForm } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let buyer: string;
let second: string;
let caiwu: string;
let peihuo: string;
const [, PEIHUO, CAIWU] = DEMO_STAFF;

const CARD = '6222021234567890128';
const card = bankCardForm;

beforeAll(async () => {
  h = await createTestApp();
  buyer = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  second = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  caiwu = await h.staffLogin(CAIWU!, { ip: '10.8.0.1' });
  peihuo = await h.staffLogin(PEIHUO!, { ip: '10.8.0.1' });
});
afterAll(async () => {
  await h?.close();
});

const api = (token: string | null) => withdrawApi(apiFor(h.app, token).client);
const desk = (token: string | null) => adminWithdrawalsApi(apiFor(h.app, token).client);

async function buyerRow(phone: string) {
  const [row] = await h.db.select().from(t.buyers).where(eq(t.buyers.phone, phone));
  return row!;
}

/** Setup: the buyer's real name verified (B1's review flow is tested on its own); one ID number per account. */
async function verify(phone: string, realName: string, realIdNumber = '53010219900307001X', status: 0 | 1 = 1) {
  const b = await buyerRow(phone);
  await h.db.insert(t.realNameRecords).values({
    buyerId: b.id,
    realName,
    realIdNumber,
    startTime: '2020-01-01',
    expiredTime: '2',
    frontImage: 'x',
    behindImage: 'y',
    status,
  });
}

async function latestCode(phone: string): Promise<string> {
  const sent = await endpointData(apiFor(h.app, null).client, devEndpoints.smsOutbox, { phone });
  return sent.find((m) => m.purpose === 'withdraw')!.code;
}

async function freshCode(token: string, phone: string): Promise<string> {
  h.clock.advance(61_000);
  await api(token).sendSms();
  return latestCode(phone);
}

describe('before real name', () => {
  it('binding and withdrawing are refused with 请您先完成实名认证', async () => {
    expect(await api(buyer).myBankCard()).toEqual({ card: null, realNameState: 'none', realName: '' });
    expect(await settle(api(buyer).bindBankCard(card('张三')))).toMatchObject({ code: 400, msg: '请您先完成实名认证' });
    expect(await settle(api(buyer).withdraw({ withdrawValue: '100', smsCode: '123456' }))).toMatchObject({
      code: 400,
      msg: '请您先完成实名认证',
    });
    expect(await settle(api(buyer).sendSms())).toMatchObject({ code: 400, msg: '请您先完成实名认证' });
  });
  it('while the real name is under review they say 实名认证审核中', async () => {
    await verify(DEMO_BUYER.phone, '张三', '53010219900307001X', 0);
    expect(await api(buyer).myBankCard()).toEqual({ card: null, realNameState: 'reviewing', realName: '' });
    expect(await api(buyer).withdrawInfo()).toMatchObject({ realNameState: 'reviewing' });
    expect(await settle(api(buyer).bindBankCard(card('张三')))).toMatchObject({ code: 400, msg: '实名认证审核中' });
    expect(await settle(api(buyer).withdraw({ withdrawValue: '100', smsCode: '123456' }))).toMatchObject({
      code: 400,
      msg: '实名认证审核中',
    });
    expect(await settle(api(buyer).sendSms())).toMatchObject({ code: 400, msg: '实名认证审核中' });
  });
});

describe('bank card', () => {
  it('the bank list', async () => {
    const banks = await api(buyer).bankList();
    expect(banks).toContainEqual({ code: 'ICBC', name: '中国工商银行' });
  });
  it('no card yet: 您还没有绑定银行卡，绑定之后才可提现', async () => {
    await verify(DEMO_BUYER.phone, '张三');
    expect(await settle(api(buyer).withdraw({ withdrawValue: '100', smsCode: '123456' }))).toMatchObject({
      msg: '您还没有绑定银行卡，绑定之后才可提现',
    });
  });
  it('refuses a bad number, a holder not the verified name, missing fields and a bad region', async () => {
    expect(await settle(api(buyer).bindBankCard({ ...card('张三'), cardNumber: '6222021234567890123' }))).toMatchObject({
      msg: '请输入正确的银行卡号',
    });
    expect(await settle(api(buyer).bindBankCard(card('李四')))).toMatchObject({ msg: '持卡人姓名须与实名认证姓名一致' });
    expect(await settle(api(buyer).bindBankCard({ ...card('张三'), bankBranch: '' }))).toMatchObject({ msg: '请输入开户支行' });
    expect(await settle(api(buyer).bindBankCard({ ...card('张三'), city: '1101' }))).toMatchObject({ msg: '请选择开户地区' });
  });
  it('binds with region names from the division data, the number masked', async () => {
    const info = await api(buyer).bindBankCard(card('张三'));
    expect(info.card).toMatchObject({
      cardName: '张三',
      cardNumber: '6222 **** **** 0128',
      bankName: '中国工商银行',
      province: '云南省',
      city: '昆明市',
      bankBranch: '昆明关上支行',
    });
    const [stored] = await h.db.select().from(t.bankCards).where(eq(t.bankCards.cardNumber, CARD));
    expect(stored?.cardNumber).toBe(CARD);
  });
});

describe('withdraw', () => {
  it('amount rules: ≥ 6, amount + fee ≤ usable, code required and right', async () => {
    const b = await buyerRow(DEMO_BUYER.phone);
    const usable = (b.balanceFen - b.frozenFen) / 100;
    const w = api(buyer);
    expect(await settle(w.withdraw({ withdrawValue: '5', smsCode: '1' }))).toMatchObject({ msg: '至少要6元才可提现' });
    // A value that is not an amount says what is wrong (the form's texts, from the same domain rule).
    expect(await settle(w.withdraw({ withdrawValue: '100.123', smsCode: '1' }))).toMatchObject({ code: 400, msg: '提现金额最多两位小数' });
    for (const bad of ['1e2', '0x64'])
      expect(await settle(w.withdraw({ withdrawValue: bad, smsCode: '1' }))).toMatchObject({ code: 400, msg: '请输入正确的金额' });
    expect(await settle(w.withdraw({ withdrawValue: '', smsCode: '1' }))).toMatchObject({ code: 400, msg: '请输入提现金额' });
    expect(await settle(w.withdraw({ withdrawValue: String(usable - 4), smsCode: '1' }))).toMatchObject({ msg: '已超过您的最大余额' });
    expect(await settle(w.withdraw({ withdrawValue: '100', smsCode: '' }))).toMatchObject({ msg: '请输入验证码' });
    await freshCode(buyer, DEMO_BUYER.phone);
    expect(await settle(w.sendSms())).toMatchObject({ code: 429 });
    const wrong = await settle(w.withdraw({ withdrawValue: '100', smsCode: '000000' }));
    expect(wrong.code).toBe(400);
    expect((await buyerRow(DEMO_BUYER.phone)).frozenFen).toBe(b.frozenFen);
  });

  it('withdraw 100 freezes 105; 财务 pays it out once: balance −105, one ledger row, one audit row', async () => {
    const before = await buyerRow(DEMO_BUYER.phone);
    const code = await freshCode(buyer, DEMO_BUYER.phone);
    const result = await api(buyer).withdraw({ withdrawValue: '100', smsCode: code });
    expect(result.withdrawal).toMatchObject({ amount: '100.00', fee: '5.00', total: '105.00', status: 'pending' });
    const frozen = await buyerRow(DEMO_BUYER.phone);
    expect(frozen.frozenFen - before.frozenFen).toBe(10_500);
    expect(frozen.balanceFen).toBe(before.balanceFen);
    // the same code cannot be used again
    expect((await settle(api(buyer).withdraw({ withdrawValue: '100', smsCode: code }))).code).toBe(400);

    const page = await desk(caiwu).list({ state: 'pending' });
    const row = page.list.find((r) => r.id === result.withdrawal.id)!;
    expect(row).toMatchObject({ cardNumber: CARD, cardName: '张三', total: '105.00', region: '云南省 昆明市 官渡区' });

    const [a, b] = await Promise.all([settle(desk(caiwu).pay({ id: row.id })), settle(desk(caiwu).pay({ id: row.id }))]);
    expect([a.code, b.code].sort()).toEqual([200, 400]);
    const after = await buyerRow(DEMO_BUYER.phone);
    expect(after.balanceFen).toBe(before.balanceFen - 10_500);
    expect(after.frozenFen).toBe(before.frozenFen);
    // Two ledger rows: the freeze (balance unchanged, frozen +105) and the payout (balance and frozen −105).
    const ledger = await h.db
      .select()
      .from(t.balanceLedger)
      .where(and(eq(t.balanceLedger.refType, 'withdrawal'), eq(t.balanceLedger.refId, String(row.id))))
      .orderBy(t.balanceLedger.id);
    expect(ledger).toHaveLength(2);
    expect(ledger[0]).toMatchObject({ ioValueFen: 0, frozenDeltaFen: 10_500, balanceAfterFen: before.balanceFen });
    expect(ledger[0]!.ioNotice).toBe('提现申请，冻结105.00元（含手续费5.00元），打款前不可使用');
    expect(ledger[1]).toMatchObject({ ioValueFen: -10_500, frozenDeltaFen: -10_500, balanceAfterFen: after.balanceFen });
    expect(ledger[1]!.ioNotice).toContain('提现');
    const paidLine = (await moneyApi(apiFor(h.app, buyer).client).bills({ page: 1 })).list.find((l) => l.id === ledger[1]!.id);
    expect(paidLine).toMatchObject({ ioValue: '-105.00', frozenValue: '-105.00' });
    const [audits] = await h.db.select({ n: count() }).from(t.auditLog).where(eq(t.auditLog.action, 'withdrawal.pay'));
    expect(audits!.n).toBe(1);
    expect(await settle(desk(caiwu).reject({ id: row.id, reason: '晚了' }))).toMatchObject({ code: 400, msg: '该提现已处理' });
  });

  it('a rejection with a reason unfreezes; no reason is refused', async () => {
    const before = await buyerRow(DEMO_BUYER.phone);
    const code = await freshCode(buyer, DEMO_BUYER.phone);
    const { withdrawal } = await api(buyer).withdraw({ withdrawValue: '10', smsCode: code });
    expect(await settle(desk(caiwu).reject({ id: withdrawal.id, reason: ' ' }))).toMatchObject({ code: 400, msg: '请输入驳回原因' });
    const { row } = await desk(caiwu).reject({ id: withdrawal.id, reason: '户名与卡不符' });
    expect(row.status).toBe('failed');
    const after = await buyerRow(DEMO_BUYER.phone);
    expect(after).toMatchObject({ balanceFen: before.balanceFen, frozenFen: before.frozenFen });
    const released = await h.db
      .select()
      .from(t.balanceLedger)
      .where(and(eq(t.balanceLedger.refType, 'withdrawal'), eq(t.balanceLedger.refId, String(withdrawal.id))))
      .orderBy(t.balanceLedger.id);
    expect(released.map((l) => [l.ioValueFen, l.frozenDeltaFen, l.ioNotice])).toEqual([
      [0, 1_500, '提现申请，冻结15.00元（含手续费5.00元），打款前不可使用'],
      [0, -1_500, '提现被驳回，解冻15.00元'],
    ]);
    // The bills name the frozen movement of each line (the balance did not move: ioValue 0.00).
    const bills = await moneyApi(apiFor(h.app, buyer).client).bills({ page: 1 });
    const lines = bills.list.filter((l) => l.ioNotice.includes('15.00元'));
    expect(lines.map((l) => [l.ioValue, l.frozenValue])).toEqual([
      ['0.00', '-15.00'],
      ['0.00', '15.00'],
    ]);
    // The staff's 资金流水 (买家 desk) carries the same frozen movements, so it reads 冻结/解冻, never 0.00.
    const staffLedger = await adminBuyersApi(apiFor(h.app, caiwu).client).ledger(before.id, 1, 5);
    const staffLines = staffLedger.list.filter((l) => released.some((r) => r.id === l.id));
    expect(staffLines.map((l) => [l.ioValue, l.frozenValue])).toEqual([
      ['0.00', '-15.00'],
      ['0.00', '15.00'],
    ]);
    expect((await ledgerMismatches(h.db)).mismatches).toEqual([]);
    const [audit] = await h.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'withdrawal.reject'));
    expect(audit?.after).toMatchObject({ reason: '户名与卡不符' });
    // The buyer reads why, beside 已驳回.
    const mine = (await api(buyer).withdrawInfo()).recent.find((w) => w.id === withdrawal.id);
    expect(mine).toMatchObject({ status: 'failed', reason: '户名与卡不符' });
    expect(row.reason).toBe('户名与卡不符');
  });

  it('50 parallel withdrawals of the whole usable balance: exactly one accepted, never a negative usable balance', async () => {
    await verify(SECOND_BUYER.phone, '李四', '530102198805121234');
    await api(second).bindBankCard(card('李四'));
    const b = await buyerRow(SECOND_BUYER.phone);
    const most = (b.balanceFen - b.frozenFen - 500) / 100;
    const code = await freshCode(second, SECOND_BUYER.phone);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => settle(api(second).withdraw({ withdrawValue: most.toFixed(2), smsCode: code }))),
    );
    expect(outcomes.filter((o) => o.code === 200)).toHaveLength(1);
    // Refused by the conditional freeze, or — arriving after the winner committed — by its used-up code.
    const refusals = new Set(outcomes.filter((o) => o.code !== 200).map((o) => o.msg));
    expect(refusals.has('已超过您的最大余额')).toBe(true);
    expect([...refusals].every((m) => m === '已超过您的最大余额' || m === '验证码已使用，请重新获取')).toBe(true);
    const after = await buyerRow(SECOND_BUYER.phone);
    expect(after.balanceFen - after.frozenFen).toBe(0);
    const [n] = await h.db.select({ n: count() }).from(t.withdrawals).where(eq(t.withdrawals.buyerId, b.id));
    expect(n!.n).toBe(1);
  });
});

describe('the desk guard', () => {
  it('401 without a token, 403 for 配货发货, 200 for 财务', async () => {
    expect((await settle(desk(null).list())).code).toBe(401);
    expect((await settle(desk(peihuo).list())).code).toBe(403);
    expect((await settle(desk(peihuo).pay({ id: 1 }))).code).toBe(403);
    expect((await settle(desk(buyer).list())).code).toBe(401);
    expect((await settle(desk(caiwu).list())).code).toBe(200);
  });
  it('the books balance after these flows', async () => {
    expect((await ledgerMismatches(h.db)).mismatches).toEqual([]);
  });
});
