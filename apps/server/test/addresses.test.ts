import { type AddressInput, type Cp6AddressInput, type Endpoint } from '@huashi/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { issueOperatorSign } from '../src/operators/sign';
import { receiverTypeForWay } from '@huashi/domain';
import { DEFAULT_PICKUP_ADDRESS } from '../src/pickup';
import { DEMO_BUYER, DEMO_REGION, SECOND_BUYER } from '../src/seed';
import { apiFor, endpointEnvelope, settle } from './client';
import { createTestApp, type TestApp } from './harness';
import { VALID_ADDRESS } from './fixtures';
import { addressEndpoints } from '@huashi/api/contracts';

let h: TestApp;
let demoToken: string;
let secondToken: string;
let demoId: number;
let secondId: number;
let sign: string;

async function buyerIdOf(phone: string): Promise<number> {
  const [row] = await h.db.select({ id: t.buyers.id }).from(t.buyers).where(eq(t.buyers.phone, phone));
  return row!.id;
}

/** A fresh buyer with no address (so each test owns its data). */
let fresh = 0;
async function newBuyer(): Promise<number> {
  fresh += 1;
  const [row] = await h.db
    .insert(t.buyers)
    .values({
      phone: `1390000${String(fresh).padStart(4, '0')}`,
      accountNo: `HST${fresh}`,
      nickName: `测试${fresh}`,
      contactPhone: '13900000000',
      passwordHash: 'x',
    })
    .returning({ id: t.buyers.id });
  return row!.id;
}

/** The buyer's address calls of the typed client (token: the buyer's session). */
const addressesOf = (token: string | null) => apiFor(h.app, token).address;
/** The operator link's address calls: no buyer token, the sign and the managed buyer in the query. */
const operator = () => apiFor(h.app).address;
const linkFor = (buyerId: number) => ({ sign, buyerId });

/** A buyer's save answered with its envelope: the page shows its msg (保存成功). */
const saveAs = (token: string, values: AddressInput) => endpointEnvelope(apiFor(h.app, token).client, addressEndpoints.save, values);

/**
 * An operator call answered with its envelope, for the answers whose msg the pages show (保存成功, 删除成功 …) and the
 * bodies the manager pages send as JSON: the link (sign, and buyerId for the embedded first format) in the query.
 */
function operatorCall<E extends Endpoint>(endpoint: E, body: Record<string, unknown>, query: Record<string, string> = {}, form = false) {
  return endpointEnvelope(apiFor(h.app).client, endpoint, body, { query: { sign, ...query }, form });
}

/** A cp6 save as /cpsixNew sends it (buyerId in the body), answered with its envelope. */
const cp6Save = (values: Cp6AddressInput & { buyerId: number; contactUser?: string }) => operatorCall(addressEndpoints.cp6Save, values);

const VALID = VALID_ADDRESS;

const VALID_CP6 = {
  receiverName: '赵敏',
  receiverMobile: '13911112222',
  receiverProvinceId: '51',
  receiverCityId: '5101',
  receiverAreaId: '510104',
  receiverAddress: '春熙路1号花店',
  deliveryType: 2,
  receiverType: 1,
};

beforeAll(async () => {
  h = await createTestApp();
  demoToken = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  secondToken = await h.login(SECOND_BUYER.phone, SECOND_BUYER.password);
  demoId = await buyerIdOf(DEMO_BUYER.phone);
  secondId = await buyerIdOf(SECOND_BUYER.phone);
  sign = await issueOperatorSign(h.db, h.clock, { label: '测试调配员', ttlHours: 2 });
});
afterAll(async () => {
  await h.close();
});

describe('the buyer list (first format)', () => {
  it('needs a token', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/v1/order/my-address' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe('token已失效');
  });

  it("lists the demo buyer's addresses, default first, in the first format", async () => {
    const res = await settle(addressesOf(demoToken).list());
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({
      contactUser: '李花语',
      addrPname: '云南省',
      addrCname: '昆明市',
      addrZname: '五华区',
      default: 1,
      logisType: 2,
      logisWay: 3,
      logisWayname: '公路冷链',
    });
    expect(res.data[1]).toMatchObject({ default: 0, logisType: 1, logisWay: null, addrZname: '呈贡区' });
  });

  it('serves the fixed pickup address without a token', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/address/pickup-address' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: DEFAULT_PICKUP_ADDRESS });
  });
});

describe('the seeded addresses look like addresses saved through the API', () => {
  it('the agent-collection address has the receiver type its way maps to, in both views', async () => {
    const rows = await h.db.select().from(t.addresses).where(eq(t.addresses.buyerId, demoId));
    const agent = rows.find((r) => r.logisType === 2)!;
    expect(agent.logisWay).toBe(3);
    expect(agent.receiverType).toBe(receiverTypeForWay(2, agent.logisWay));
    const cp6 = await operator().cp6.list(linkFor(demoId));
    const agentCp6 = cp6.list.find((a) => a.id === agent.id);
    expect(agentCp6).toMatchObject({ deliveryType: 2, receiverType: 3, logisWayname: '公路冷链' });
  });

  it('the self-pickup address stores the same logistics company as a self-pickup saved through the API', async () => {
    const rows = await h.db.select().from(t.addresses).where(eq(t.addresses.buyerId, demoId));
    const seeded = rows.find((r) => r.logisType === 1)!;
    const buyerId = await newBuyer();
    const first = await operatorCall(
      addressEndpoints.embeddedSave,
      { contactUser: '张自提', contactPhone: '13800138000', logisType: 1, logisName: '顺丰冷运' } satisfies AddressInput,
      { buyerId: String(buyerId) },
    );
    expect(first.code).toBe(200);
    const other = await newBuyer();
    const cp6 = await settle(
      operator().cp6.save(linkFor(other), {
        receiverName: '钱自提',
        receiverMobile: '13600001111',
        deliveryType: 1,
        logisName: '顺丰冷运',
      }),
    );
    expect(cp6.code).toBe(200);
    const saved = await h.db.select().from(t.addresses).where(eq(t.addresses.buyerId, buyerId));
    const savedCp6 = await h.db.select().from(t.addresses).where(eq(t.addresses.buyerId, other));
    expect(seeded.logisName).toBeNull();
    expect(saved[0]!.logisName).toBe(seeded.logisName);
    expect(savedCp6[0]!.logisName).toBe(seeded.logisName);
    expect(seeded.receiverType).toBe(saved[0]!.receiverType);
    expect(first.data.logisName).toBe('');
  });
});

describe('validation with the spec messages', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { contactUser: '' }, '请填写姓名'],
    ['blank name', { contactUser: '   ' }, '请填写姓名'],
    ['name of 11', { contactUser: '一二三四五六七八九十一' }, '昵称不可超过十个字符'],
    ['no phone', { contactPhone: '' }, '请填写手机号'],
    ['short phone', { contactPhone: '139876543' }, '请填写正确的手机号,座机请加区号'],
    ['letters as phone', { contactPhone: 'abcdefghijk' }, '请填写正确的手机号,座机请加区号'],
    ['a hyphenated landline', { contactPhone: '0871-6543210' }, '请填写正确的手机号,座机请加区号'],
    ['a hyphenated landline cut by the input', { contactPhone: '0871-654321' }, '请填写正确的手机号,座机请加区号'],
    ['no province', { addrPid: '' }, '请选择地址'],
    ['no city', { addrCid: '' }, '请选择地址'],
    ['a province not in the tree', { addrPid: '99' }, '请选择地址'],
    ['a city of another province', { addrCid: '5101' }, '请选择地址'],
    ['a district of another city', { addrZid: '510104' }, '请选择地址'],
    ['no detail', { address: '' }, '请填写详细地址'],
    ['detail of 121', { address: '花'.repeat(121) }, '您的地址过长，请简化'],
    ['no way for agent collection', { logisWay: '' }, '请选择物流方式'],
    ['an unknown way', { logisWay: 7 }, '请选择物流方式'],
    ['no type', { logisType: '' }, '请选择物流类型'],
    ['an unknown type', { logisType: 5 }, '请选择物流类型'],
  ];
  it.each(cases)('refuses %s', async (_name, change, message) => {
    const buyerId = await newBuyer();
    const res = await operatorCall(addressEndpoints.embeddedSave, { ...VALID, ...change }, { buyerId: String(buyerId) });
    expect(res.code).toBe(400);
    expect(res.msg).toBe(message);
    const list = await operator().embedded.list(linkFor(buyerId));
    expect(list).toEqual([]);
  });

  it('checks in the spec order: name before phone before region', async () => {
    const res = await settle(addressesOf(demoToken).save({}));
    expect(res.msg).toBe('请填写姓名');
    const res2 = await settle(addressesOf(demoToken).save({ contactUser: '王芳' }));
    expect(res2.msg).toBe('请填写手机号');
  });

  it('accepts a landline with its area code, 10 characters and a name of exactly 10', async () => {
    const buyerId = await newBuyer();
    const res = await operatorCall(
      addressEndpoints.embeddedSave,
      { ...VALID, contactUser: '一二三四五六七八九十', contactPhone: '0871673288' } satisfies AddressInput,
      { buyerId: String(buyerId) },
    );
    expect(res).toMatchObject({ code: 200, msg: '保存成功', data: { contactPhone: '0871673288', default: 1 } });
  });

  it('refuses a logistics company name over 30 characters', async () => {
    const res = await settle(addressesOf(demoToken).save({ ...VALID, logisName: '冷'.repeat(31) }));
    expect(res.msg).toBe('物流公司名称不可超过三十个字符');
  });
});

describe('adding, editing and the type lock', () => {
  it('saves with the names of the region tree, not the names sent', async () => {
    const buyerId = await newBuyer();
    const res = await operator().embedded.save(linkFor(buyerId), { ...VALID, addrPname: '假省', addrCname: '假市', addrZname: '假区' });
    expect(res).toMatchObject({ addrPname: '云南省', addrCname: '昆明市', addrZname: '五华区', logisWayname: '航空物流', default: 1 });
  });

  it('uses the city as the district when none is picked', async () => {
    const buyerId = await newBuyer();
    const res = await operatorCall(addressEndpoints.embeddedSave, { ...VALID, addrZid: '' }, { buyerId: String(buyerId) });
    expect(res.data).toMatchObject({ addrCid: '5301', addrZid: '5301', addrZname: '昆明市' });
  });

  it('self-pickup stores the market address and no way, whatever was sent', async () => {
    const buyerId = await newBuyer();
    const res = await operatorCall(
      addressEndpoints.embeddedSave,
      {
        contactUser: '张自提',
        contactPhone: '13800138000',
        logisType: 1,
        logisWay: 4,
        addrPid: '11',
        addrCid: '1101',
        address: '北京',
      } satisfies AddressInput,
      { buyerId: String(buyerId) },
    );
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      addrPid: '53',
      addrCid: '5301',
      addrZid: '530114',
      addrZname: '呈贡区',
      address: DEFAULT_PICKUP_ADDRESS.address,
      logisType: 1,
      logisWay: null,
      logisWayname: '',
    });
    // In the cp6 view the same row has receiver type 1.
    const cp6 = await operator().cp6.list(linkFor(buyerId));
    expect(cp6.list[0]).toMatchObject({ deliveryType: 1, receiverType: 1, receiverArea: '呈贡区' });
  });

  it('once an agent-collection address exists, a new self-pickup is refused; an existing self-pickup can still be edited', async () => {
    const api = addressesOf(demoToken);
    const list = await api.list();
    const pickup = list.find((a) => a.logisType === 1)!;
    const add = await saveAs(demoToken, { contactUser: '李花语', contactPhone: '13800000001', logisType: 1 });
    expect(add).toMatchObject({ code: 400, msg: '已有代收地址，新地址只能选择代收' });
    // The page sends the address back as it was listed, with the change.
    const edit = await saveAs(demoToken, { ...pickup, contactUser: '李自提' });
    expect(edit).toMatchObject({ code: 200, msg: '保存成功', data: { id: pickup.id, contactUser: '李自提', logisType: 1 } });
    // …and an agent-collection address cannot become self-pickup while another agent one exists.
    const agent = list.find((a) => a.logisType === 2)!;
    const other = await settle(api.save({ ...VALID }));
    expect(other.code).toBe(200);
    const flip = await settle(api.save({ ...agent, logisType: 1 }));
    expect(flip.msg).toBe('已有代收地址，新地址只能选择代收');
    await api.remove(other.data.id);
  });

  it('edits in place and keeps exactly one default', async () => {
    const buyerId = await newBuyer();
    const q = { buyerId: String(buyerId) };
    const save = (values: AddressInput) => operatorCall(addressEndpoints.embeddedSave, values, q);
    const a = await save(VALID);
    const b = await save({ ...VALID, contactUser: '第二个', default: 1 });
    expect(b.data.default).toBe(1);
    const edited = await save({ ...VALID, id: a.data.id, address: '改过的地址1号', default: 0 });
    expect(edited.data).toMatchObject({ id: a.data.id, address: '改过的地址1号', default: 0 });
    // Switching the default off by an edit is ignored: there is always one.
    const keep = await save({ ...VALID, id: b.data.id, default: 0 });
    expect(keep.data.default).toBe(1);
    const list = await operator().embedded.list(linkFor(buyerId));
    expect(list.map((x) => x.id)).toEqual([b.data.id, a.data.id]);
  });

  it('refuses a 51st address', async () => {
    const buyerId = await newBuyer();
    await h.db.insert(t.addresses).values(
      Array.from({ length: 50 }, (_, i): typeof t.addresses.$inferInsert => ({
        buyerId,
        contactUser: '批量',
        contactPhone: '13900000000',
        ...DEMO_REGION,
        address: `地址${i}`,
        isDefault: i === 0,
        logisType: 2,
        logisWay: 3,
        receiverType: 3,
      })),
    );
    const res = await operatorCall(addressEndpoints.embeddedSave, VALID, { buyerId: String(buyerId) });
    expect(res.msg).toBe('最多可保存50个地址，请删除不用的地址后再添加');
    const list = await operator().embedded.list(linkFor(buyerId));
    expect(list).toHaveLength(50);
  });
});

describe('default and delete', () => {
  it('sets the default (默认地址更改成功) and the list puts it first', async () => {
    const api = addressesOf(demoToken);
    const list = await api.list();
    const other = list[1]!;
    const res = await endpointEnvelope(apiFor(h.app, demoToken).client, addressEndpoints.setDefault, { id: other.id });
    expect(res).toMatchObject({ code: 200, msg: '默认地址更改成功', data: { id: other.id, default: 1 } });
    const after = await api.list();
    expect(after[0]!.id).toBe(other.id);
    expect(after.filter((a) => a.default === 1)).toHaveLength(1);
    await api.setDefault(list[0]!.id);
  });

  it('deleting the default promotes another; deleting the last leaves none', async () => {
    const buyerId = await newBuyer();
    const link = linkFor(buyerId);
    const embedded = operator().embedded;
    const a = await embedded.save(link, VALID);
    const b = await embedded.save(link, { ...VALID, contactUser: '第二个' });
    expect(a.default).toBe(1);
    const del = await operatorCall(addressEndpoints.embeddedRemove, { id: a.id }, { buyerId: String(buyerId) });
    expect(del).toMatchObject({ code: 200, msg: '删除成功' });
    const list = await embedded.list(link);
    expect(list).toEqual([expect.objectContaining({ id: b.id, default: 1 })]);
    await embedded.remove(link, b.id);
    expect(await embedded.list(link)).toEqual([]);
    expect((await settle(embedded.remove(link, b.id))).code).toBe(404);
  });

  it('20 concurrent set-default calls leave exactly one default', async () => {
    const buyerId = await newBuyer();
    const link = linkFor(buyerId);
    const api = operator();
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await api.embedded.save(link, { ...VALID, contactUser: `收货人${i}` })).id);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => settle(api.cp6.setDefault(link, ids[i % ids.length]!))));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const rows = await h.db.select().from(t.addresses).where(eq(t.addresses.buyerId, buyerId));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
    // And mixed with deletes of the default, still one.
    const mixed = await Promise.all([
      ...ids.slice(0, 3).map((id) => settle(api.embedded.remove(link, id))),
      ...ids.slice(1).map((id) => settle(api.embedded.setDefault(link, id))),
    ]);
    expect(mixed.every((a) => a.code === 200 || a.code === 404)).toBe(true);
    const left = await h.db.select().from(t.addresses).where(eq(t.addresses.buyerId, buyerId));
    expect(left).toHaveLength(2);
    expect(left.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe('another buyer’s address answers as not found', () => {
  it('for reading at checkout, editing, deleting and setting default', async () => {
    const demoList = await addressesOf(demoToken).list();
    const target = demoList[0]!;
    const second = addressesOf(secondToken);
    const select = await settle(second.select(target.id, 2));
    expect(select).toMatchObject({ code: 404, data: null });
    const edit = await settle(second.save({ ...VALID, id: target.id }));
    expect(edit.code).toBe(404);
    expect((await settle(second.remove(target.id))).code).toBe(404);
    expect((await settle(second.setDefault(target.id))).code).toBe(404);
    // The operator acting for the second buyer cannot reach it either.
    expect((await settle(operator().cp6.remove(linkFor(secondId), target.id))).code).toBe(404);
    expect((await settle(operator().embedded.setDefault(linkFor(secondId), target.id))).code).toBe(404);
    const after = await addressesOf(demoToken).list();
    expect(after).toEqual(demoList);
  });

  it('select-my-address returns the chosen address and checks its type', async () => {
    const api = addressesOf(demoToken);
    const list = await api.list();
    const agent = list.find((a) => a.logisType === 2)!;
    expect(await settle(api.select(agent.id, 2))).toMatchObject({
      code: 200,
      data: { id: agent.id, contactUser: agent.contactUser },
    });
    expect((await settle(api.select(agent.id, 1))).msg).toBe('该地址的物流类型已变更，请重新选择地址');
    // An id the page never sends.
    const malformed = await endpointEnvelope(apiFor(h.app, demoToken).client, addressEndpoints.select, {
      addressId: 'x',
    });
    expect(malformed.code).toBe(404);
  });
});

describe('operator sign', () => {
  it('refuses a missing, forged or expired sign with code 401', async () => {
    const none = await h.app.inject({ method: 'POST', url: `/api/cp6/address/list`, payload: { buyerId: demoId } });
    expect(none.json()).toMatchObject({ code: 401, msg: '签名无效或已过期，请重新获取链接' });
    const forged = await h.app.inject({
      method: 'POST',
      url: `/api/v1/address/my-address?sign=${encodeURIComponent(`${sign.slice(0, -2)}xx`)}&buyerId=${demoId}`,
    });
    expect(forged.json().code).toBe(401);
    const short = await issueOperatorSign(h.db, h.clock, { label: '一小时', ttlHours: 1 });
    const okNow = await h.app.inject({ method: 'POST', url: `/api/v1/address/my-address?sign=${short}&buyerId=${demoId}` });
    expect(okNow.json().code).toBe(200);
    h.clock.advance(61 * 60_000);
    const expired = await h.app.inject({ method: 'POST', url: `/api/v1/address/my-address?sign=${short}&buyerId=${demoId}` });
    expect(expired.json()).toMatchObject({ code: 401, data: null });
    h.clock.advance(-61 * 60_000);
  });

  it('needs an existing buyerId', async () => {
    expect((await operatorCall(addressEndpoints.embeddedList, {})).msg).toBe('缺少买家编号（buyerId）');
    expect((await settle(operator().cp6.list(linkFor(999999)))).msg).toBe('买家不存在');
    expect((await settle(operator().cp6.list({ sign, buyerId: 'abc' }))).code).toBe(404);
  });
});

describe('embedded first format (/cpsix)', () => {
  it('adds form-encoded, lists, sets default and deletes', async () => {
    const buyerId = await newBuyer();
    const q = { buyerId: String(buyerId) };
    const form = { ...VALID, logisType: '2', logisWay: '4', default: '0' } satisfies AddressInput;
    const added = await operatorCall(addressEndpoints.embeddedSave, form, q, true);
    expect(added).toMatchObject({ code: 200, msg: '保存成功', data: { logisWay: 4, logisWayname: '快递', default: 1 } });
    const second = await operator().embedded.save(linkFor(buyerId), { ...form, contactUser: '第二位' });
    const def = await operatorCall(addressEndpoints.embeddedSetDefault, { id: second.id }, q);
    expect(def.msg).toBe('默认地址更改成功');
    const list = await operator().embedded.list(linkFor(buyerId));
    expect(list.map((a) => a.id)).toEqual([second.id, added.data.id]);
    const del = await operatorCall(addressEndpoints.embeddedRemove, { id: added.data.id }, q);
    expect(del.msg).toBe('删除成功');
  });
});

describe('cp6 format (/cpsixNew)', () => {
  it('saves with the city as district when none is picked, and answers in cp6 with a receiverHash', async () => {
    const buyerId = await newBuyer();
    const res = await cp6Save({ ...VALID_CP6, receiverAreaId: '', buyerId });
    expect(res).toMatchObject({
      code: 200,
      msg: '保存成功',
      data: {
        buyerId,
        receiverProvince: '四川省',
        receiverCity: '成都市',
        receiverAreaId: '5101',
        receiverArea: '成都市',
        isDefault: 1,
        deliveryType: 2,
        receiverType: 1,
        logisWayname: '冷链到店',
      },
    });
    expect(res.data.receiverHash).toMatch(/^[0-9a-f]{32}$/);
    // The first-format view of the same row (/cpsix, the buyer's /address): cold-chain to shop travels by road,
    // and reads 冷链到店 there too — one label for one address.
    const first = await operator().embedded.list(linkFor(buyerId));
    expect(first[0]).toMatchObject({ contactUser: '赵敏', logisWay: 3, logisWayname: '冷链到店', addrZid: '5101' });
  });

  it('self-pickup forces receiver type 1 and the pickup address', async () => {
    const buyerId = await newBuyer();
    const res = await operator().cp6.save(linkFor(buyerId), {
      receiverName: '钱自提',
      receiverMobile: '13600001111',
      deliveryType: 1,
      receiverType: 4,
    });
    expect(res).toMatchObject({
      deliveryType: 1,
      receiverType: 1,
      receiverAreaId: '530114',
      receiverAddress: DEFAULT_PICKUP_ADDRESS.address,
    });
  });

  it('validates with the same messages', async () => {
    const buyerId = await newBuyer();
    const save = async (values: Cp6AddressInput) => (await settle(operator().cp6.save(linkFor(buyerId), values))).msg;
    expect(await save({ ...VALID_CP6, receiverName: '' })).toBe('请填写姓名');
    expect(await save({ ...VALID_CP6, receiverMobile: '123' })).toBe('请填写正确的手机号,座机请加区号');
    expect(await save({ ...VALID_CP6, receiverCityId: '5301' })).toBe('请选择地址');
    expect(await save({ ...VALID_CP6, receiverAddress: '' })).toBe('请填写详细地址');
    expect(await save({ ...VALID_CP6, receiverType: 0 })).toBe('请选择物流方式');
    expect(await save({ ...VALID_CP6, deliveryType: '' })).toBe('请选择物流类型');
  });

  it('keeps the receiverHash while the content stays, and changes it with the content', async () => {
    const buyerId = await newBuyer();
    const link = linkFor(buyerId);
    const cp6 = operator().cp6;
    const a = await cp6.save(link, VALID_CP6);
    // A field of the other format (contactUser) is not a cp6 field: the same content is saved again.
    const b = await cp6Save({ ...VALID_CP6, contactUser: 'x', buyerId });
    const listed = await operatorCall(addressEndpoints.cp6List, { buyerId, page: 1, size: 10 });
    expect(listed.data.pages.total).toBe(2);
    expect(listed.data.list[0]!.receiverHash).toBe(a.receiverHash);
    // Same content in two rows gives the same hash (it names the content, not the row).
    expect(b.data.receiverHash).toBe(a.receiverHash);
    const edited = await cp6.save(link, { ...VALID_CP6, id: a.id, receiverAddress: '春熙路2号' });
    expect(edited.receiverHash).not.toBe(a.receiverHash);
    // Setting the default does not change the content hash.
    const def = await operatorCall(addressEndpoints.cp6SetDefault, { id: b.data.id, buyerId });
    expect(def).toMatchObject({ msg: '默认地址更改成功', data: { isDefault: 1, receiverHash: b.data.receiverHash } });
  });

  it('pages with limit or size, up to 1000', async () => {
    const buyerId = await newBuyer();
    const link = linkFor(buyerId);
    const cp6 = operator().cp6;
    for (let i = 0; i < 3; i += 1) await cp6.save(link, { ...VALID_CP6, receiverName: `收${i}` });
    const p2 = await cp6.list(link, 2, 2);
    expect(p2.list).toHaveLength(1);
    expect(p2.pages.total).toBe(3);
    // The manager pages may send `size` instead of `limit`; above 1000 it is read as 1000.
    const big = await operatorCall(addressEndpoints.cp6List, { buyerId, size: 5000 });
    expect(big.data.list).toHaveLength(3);
    const removed = await operatorCall(addressEndpoints.cp6Remove, { id: big.data.list[0]!.id, buyerId });
    expect(removed.msg).toBe('删除成功');
  });
});

describe('configured pickup address', () => {
  it('is what self-pickup stores and what the endpoint serves', async () => {
    const pickup = { ...DEFAULT_PICKUP_ADDRESS, districtId: '530102', district: '五华区', address: '篆塘路1号自提点' };
    const other = await createTestApp({ config: { pickupAddress: pickup } });
    try {
      const served = await other.app.inject({ method: 'GET', url: '/api/v1/address/pickup-address' });
      expect(served.json().data).toEqual(pickup);
      // The buyer's first address (the second demo buyer's seeded one removed), so self-pickup is free to choose.
      await other.db.delete(t.addresses).where(eq(t.addresses.buyerId, secondId));
      const token = await other.login(SECOND_BUYER.phone, SECOND_BUYER.password);
      const res = await apiFor(other.app, token).address.save({ contactUser: '春城', contactPhone: '13800000002', logisType: 1 });
      expect(res).toMatchObject({ addrZid: '530102', addrZname: '五华区', address: '篆塘路1号自提点', default: 1 });
    } finally {
      await other.close();
    }
  });
});
