/**
 * 快速下单 (issue 32): POST /v1/order-pad/match reads the pasted lines with the domain's parser and matches the readable
 * ones to today's lots with the shared matcher, on the seeded market (the demo clock, 11:45 on a market day) in a real
 * database. Every written line comes back with its row or its reason.
 */
import { orderPadEndpoints } from '@huashi/api/contracts';
import {
  auctionDate,
  BUY_LINE_REASONS,
  ORDER_PAD_LIMITS,
  ORDER_PAD_MESSAGES,
  STOCK_GRADES,
  STOCK_LENGTH_CODES,
  type StockGrade,
} from '@huashi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { DEMO_BUYER } from '../src/seed';
import { apiFor, endpointData, endpointEnvelope } from './client';
import { createTestApp, type TestApp } from './harness';

let h: TestApp;
let demo: string;
let today: string;

beforeAll(async () => {
  h = await createTestApp();
  demo = await h.login(DEMO_BUYER.phone, DEMO_BUYER.password);
  today = auctionDate(h.clock.now())!;
});
afterAll(async () => {
  await h.close();
});

const match = (text: unknown, token: string | null = demo) => endpointData(apiFor(h.app, token).client, orderPadEndpoints.match, { text });
const envelope = (input: Record<string, unknown>, token: string | null = demo) =>
  endpointEnvelope(apiFor(h.app, token).client, orderPadEndpoints.match, input);

type Lot = typeof t.stockLots.$inferSelect & { name: string };

/** Today's all-day lots (open at 11:45) selling at least one batch, with their variety's name (plain Chinese names). */
async function todaysBuyableLots(): Promise<Lot[]> {
  const rows = await h.db
    .select({ lot: t.stockLots, name: t.varieties.name })
    .from(t.stockLots)
    .innerJoin(t.varieties, eq(t.varieties.flwCode, t.stockLots.flwCode))
    .where(
      and(
        eq(t.stockLots.auctionDate, today),
        eq(t.stockLots.session, 'C'),
        sql`${t.stockLots.nowStock} >= ${t.stockLots.stemsPerBunch} * greatest(${t.stockLots.basicSaleNo}, 1) * 4`,
      ),
    )
    .orderBy(asc(t.stockLots.id));
  return rows.map((r) => ({ ...r.lot, name: r.name })).filter((lot) => /^[\u4e00-\u9fff]+$/.test(lot.name));
}

describe('快速下单: a pasted pad', () => {
  let lot: Lot;
  let noLotName: string;

  beforeAll(async () => {
    const lots = await todaysBuyableLots();
    // A lot whose variety's name contains no other variety's name (the parser takes the longest, but keep it plain).
    lot = lots.find((candidate) => lots.every((other) => other.name === candidate.name || !candidate.name.includes(other.name)))!;
    const [none] = await h.db
      .execute<{ name: string }>(
        sql`select v.name from varieties v
          where not exists (select 1 from stock_lots l where l.flw_code = v.flw_code and l.auction_date = ${today})
            and v.name ~ '^[一-龥]+$'
          order by v.flw_code limit 1`,
      )
      .then((r) => r.rows);
    if (none) noLotName = none.name;
    else {
      noLotName = '停产测试品种';
      await h.db
        .insert(t.varieties)
        .select(
          sql`select 'PAD-NONE', ${noLotName}, category_id, stems_per_bunch, unit_name, weight_grams, image, false, null from varieties limit 1`,
        );
    }
  });

  it('answers every written line in order — read into a sheet row, or unreadable with why — blank lines skipped', async () => {
    const exactLine = `${lot.name} ${lot.levelName} ${lot.lengthCode}cm ${lot.basicSaleNo * 2}扎`;
    const text = [exactLine, '', '牡丹 3', '   ', `${noLotName} 5`, `${lot.name} 200枝 `].join('\n');
    const answer = await match(text);
    expect(answer.now).toBe(h.clock.now().getTime());
    expect(answer.lines).toEqual([
      { lineNo: 1, text: exactLine, rowKey: '1', unreadable: null },
      { lineNo: 3, text: '牡丹 3', rowKey: null, unreadable: '不认识品种「牡丹」' },
      { lineNo: 5, text: `${noLotName} 5`, rowKey: '5', unreadable: null },
      { lineNo: 6, text: `${lot.name} 200枝`, rowKey: null, unreadable: expect.stringContaining('请按扎写数量') },
    ]);
    // One sheet row per readable line, keyed by its line number, in order.
    expect(answer.rows.map((row) => row.key)).toEqual(['1', '5']);

    const [exact, none] = answer.rows;
    expect(exact!.line).toMatchObject({
      flwCode: lot.flwCode,
      flwName: lot.name,
      levelName: lot.levelName,
      lengthCode: lot.lengthCode,
      bunches: lot.basicSaleNo * 2,
      supplierId: '',
    });
    expect(exact!.state).toBe('matched');
    expect(exact!.lot).toMatchObject({
      flwCode: lot.flwCode,
      levelName: lot.levelName,
      lengthCode: lot.lengthCode,
      when: 'open',
      bunches: lot.basicSaleNo * 2,
      batches: 2,
    });
    expect(exact!.lastPrice).toBeNull();

    expect(none!.state).toBe('none');
    expect(none!.reason).toBe(BUY_LINE_REASONS.noVariety);
    expect(none!.lot).toBeNull();
  });

  it('reads the florists\u2019 ways of writing: full-width, lower-case grade, 把, no spaces — the same row as the plain line', async () => {
    const plain = `${lot.name} ${lot.levelName} ${lot.lengthCode}cm ${lot.basicSaleNo}扎`;
    const grade = lot.levelName as StockGrade;
    const loose = `${lot.name}${grade.toLowerCase()}级${String(lot.lengthCode).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)))}厘米${lot.basicSaleNo}把`;
    const answer = await match(`${plain}\n${loose}`);
    expect(answer.lines.every((line) => line.unreadable === null)).toBe(true);
    const [a, b] = answer.rows;
    expect(b!.line).toEqual(a!.line);
    expect(b!.lot?.stockId).toBe(a!.lot?.stockId);
  });

  it('a grade and length not on sale today offers the other lots of the variety to choose from', async () => {
    const specs = await h.db
      .select({ levelName: t.stockLots.levelName, lengthCode: t.stockLots.lengthCode })
      .from(t.stockLots)
      .where(and(eq(t.stockLots.auctionDate, today), eq(t.stockLots.flwCode, lot.flwCode)));
    const onSale = new Set(specs.map((spec) => `${spec.levelName}|${spec.lengthCode}`));
    const missing = STOCK_GRADES.flatMap((grade) => STOCK_LENGTH_CODES.map((length) => ({ grade, length }))).find(
      ({ grade, length }) => !onSale.has(`${grade}|${length}`),
    )!;
    const [row] = (await match(`${lot.name} ${missing.grade} ${missing.length}cm 1`)).rows;
    expect(row!.state).toBe('choose');
    expect(row!.reason).toBe(BUY_LINE_REASONS.noExact);
    expect(row!.alternatives.length).toBeGreaterThan(0);
    for (const alt of row!.alternatives) expect(alt.flwCode).toBe(lot.flwCode);
  });
});

describe('快速下单: refusals', () => {
  it('refuses an empty pad, too many lines and too long a text with the domain\u2019s words', async () => {
    await expect(envelope({ text: '' })).resolves.toMatchObject({ code: 400, msg: ORDER_PAD_MESSAGES.empty });
    await expect(envelope({ text: ' \n \n' })).resolves.toMatchObject({ code: 400, msg: ORDER_PAD_MESSAGES.empty });
    await expect(envelope({})).resolves.toMatchObject({ code: 400, msg: ORDER_PAD_MESSAGES.empty });
    await expect(envelope({ text: ['卡罗拉 1'] })).resolves.toMatchObject({ code: 400, msg: ORDER_PAD_MESSAGES.empty });
    const many = Array.from({ length: ORDER_PAD_LIMITS.lines + 1 }, () => '卡罗拉 1').join('\n');
    await expect(envelope({ text: many })).resolves.toMatchObject({ code: 400, msg: ORDER_PAD_MESSAGES.tooManyLines(201) });
    await expect(envelope({ text: '卡'.repeat(ORDER_PAD_LIMITS.chars + 1) })).resolves.toMatchObject({
      code: 400,
      msg: ORDER_PAD_MESSAGES.tooLong,
    });
  });

  it('answers 200 lines at the limit, each line once', async () => {
    const text = Array.from({ length: ORDER_PAD_LIMITS.lines }, (_, i) => (i % 2 ? '不存在的花 1' : '卡罗拉 1')).join('\n');
    const answer = await match(text);
    expect(answer.lines).toHaveLength(ORDER_PAD_LIMITS.lines);
    expect(answer.rows).toHaveLength(ORDER_PAD_LIMITS.lines / 2);
  });

  it('is the logged-in buyer\u2019s: a visitor is asked to log in', async () => {
    await expect(envelope({ text: '卡罗拉 1' }, null)).rejects.toMatchObject({ code: 401 });
  });
});
