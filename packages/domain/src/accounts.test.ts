import { describe, expect, it } from 'vitest';
import {
  accountNoFor,
  accountNumberOf,
  buyerTypeName,
  isAccountNo,
  isBuyerType,
  phoneStamp,
  readPhoneStamp,
  rememberedPhone,
  rememberPhone,
  safeRedirectPath,
  smsResendMessage,
  smsSecondsLeft,
  SMS_LIMITS,
} from './accounts';

describe('SMS countdown', () => {
  it('counts the 60 s down from the send time and never goes below 0', () => {
    const sent = 1_000_000;
    expect(smsSecondsLeft(sent, sent)).toBe(60);
    expect(smsSecondsLeft(sent, sent + 500)).toBe(60);
    expect(smsSecondsLeft(sent, sent + 1000)).toBe(59);
    expect(smsSecondsLeft(sent, sent + 59_001)).toBe(1);
    expect(smsSecondsLeft(sent, sent + 60_000)).toBe(0);
    expect(smsSecondsLeft(sent, sent + 3_600_000)).toBe(0);
  });

  it('caps a send time in the future at the full countdown and ignores nonsense', () => {
    expect(smsSecondsLeft(2_000_000, 1_000_000)).toBe(SMS_LIMITS.resendSeconds);
    expect(smsSecondsLeft(Number.NaN, 1)).toBe(0);
  });

  it('says how long to wait', () => {
    expect(smsResendMessage(42.2)).toBe('请43秒后再获取验证码');
    expect(smsResendMessage(0)).toBe('请1秒后再获取验证码');
  });
});

describe('phone stamp', () => {
  it('round-trips phone and seconds', () => {
    expect(phoneStamp(' 13912345678 ', 1_700_000_000.7)).toBe('13912345678|1700000000');
    expect(readPhoneStamp('13912345678|1700000000', 1_700_000_100)).toEqual({ ok: true, phone: '13912345678' });
  });

  it('refuses a stale or future stamp', () => {
    expect(readPhoneStamp('13912345678|1700000000', 1_700_000_301)).toEqual({ ok: false, error: 'stale' });
    expect(readPhoneStamp('13912345678|1700000400', 1_700_000_000)).toEqual({ ok: false, error: 'stale' });
  });

  it('refuses anything else', () => {
    for (const text of [null, undefined, '', '13912345678', '|1700000000', '139|abc', '1|2|3']) {
      expect(readPhoneStamp(text, 1_700_000_000)).toEqual({ ok: false, error: 'format' });
    }
  });
});

describe('account numbers', () => {
  it('are HS + 6 digits from 100001', () => {
    expect(accountNoFor(100003)).toBe('HS100003');
    expect(accountNoFor(5)).toBe('HS100001');
    expect(accountNumberOf('HS100002')).toBe(100002);
    expect(accountNumberOf('13800000001')).toBeNull();
    expect(isAccountNo('hs100001')).toBe(true);
    expect(isAccountNo('13800000001')).toBe(false);
  });
});

describe('buyer types', () => {
  it('knows the dictionary', () => {
    expect(isBuyerType('1')).toBe(true);
    expect(isBuyerType(6)).toBe(true);
    expect(isBuyerType('9')).toBe(false);
    expect(buyerTypeName('2')).toBe('婚庆公司');
    expect(buyerTypeName('x')).toBe('');
  });
});

describe('remembered phone', () => {
  it('keeps the phone for 7 days', () => {
    const now = Date.UTC(2026, 10, 17);
    const record = rememberPhone('13800000001', now);
    expect(rememberedPhone(record, now + 6 * 86_400_000)).toBe('13800000001');
    expect(rememberedPhone(record, now + 7 * 86_400_000)).toBe('');
  });

  it('ignores malformed records', () => {
    expect(rememberedPhone(null, 0)).toBe('');
    expect(rememberedPhone({ phone: 1, expiresAt: 10 }, 0)).toBe('');
    expect(rememberedPhone('13800000001', 0)).toBe('');
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirectPath('/order?orderVal=%7B%7D')).toBe('/order?orderVal=%7B%7D');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('sends anything else home', () => {
    for (const from of [
      '//evil.example/x',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      'order',
      '',
      null,
      3,
      '/a\nb',
    ]) {
      expect(safeRedirectPath(from)).toBe('/');
    }
  });
});

describe('openAccountRedirect', () => {
  it('leads an unopened buyer from home to /dredge and an opened one back home', async () => {
    const { openAccountRedirect } = await import('./accounts');
    expect(openAccountRedirect('/', 1)).toBe('/dredge');
    expect(openAccountRedirect('/', 2)).toBeNull();
    expect(openAccountRedirect('/dredge', 2)).toBe('/');
    expect(openAccountRedirect('/dredge', 1)).toBeNull();
    expect(openAccountRedirect('/order', 1)).toBeNull();
    expect(openAccountRedirect('/', null)).toBeNull();
  });
});
