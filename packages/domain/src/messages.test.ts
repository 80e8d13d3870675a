import { describe, expect, it } from 'vitest';
import { autoAllocatedMessage, autoAllocationOutcome, checkSearchKeyword, MESSAGES, orderPlacedMessage, RESPONSE_CODES } from './messages';

describe('templated messages', () => {
  it('下单成功，成功购买{n}扎', () => {
    expect(orderPlacedMessage(200)).toBe('下单成功，成功购买200扎');
    expect(orderPlacedMessage(Number.NaN)).toBe('下单成功，成功购买0扎');
  });
  it('自动调配成功，总数量【{n}】扎', () => {
    expect(autoAllocatedMessage(12)).toBe('自动调配成功，总数量【12】扎');
    expect(autoAllocatedMessage(-3)).toBe('自动调配成功，总数量【0】扎');
    expect(autoAllocationOutcome(10)).toEqual({ level: 'success', text: '自动调配成功，总数量【10】扎' });
    expect(autoAllocationOutcome(0)).toEqual({ level: 'warning', text: '没有可调配的商品（库存、等级、品类或关键词不符），未调配' });
  });
});

describe('search keyword', () => {
  it('refuses empty search with 请输入搜索内容', () => {
    expect(checkSearchKeyword('')).toEqual({ ok: false, message: '请输入搜索内容' });
    expect(checkSearchKeyword('  ')).toEqual({ ok: false, message: '请输入搜索内容' });
    expect(checkSearchKeyword(' 玫瑰 ')).toEqual({ ok: true, keyword: '玫瑰' });
  });
});

describe('catalogue texts', () => {
  it('keeps the spec texts verbatim', () => {
    expect(MESSAGES.insufficientBalance).toBe('您的账户余额不足');
    expect(MESSAGES.tokenExpired).toBe('token已失效');
    expect(RESPONSE_CODES.insufficientBalance).toBe(411);
  });
});
