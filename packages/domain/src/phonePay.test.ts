import { describe, expect, it } from 'vitest';
import {
  checkPayPattern,
  isTradeNo,
  PHONE_PAY_MESSAGES,
  payPatternFor,
  readRechargeResult,
  RECHARGE_PHONE_SECONDS,
  rechargeResultHref,
  rechargeSeconds,
  returnPathOf,
} from './phonePay';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; 23127PN0CC) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const HARMONY = 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1';
const WECHAT = `${ANDROID} MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN`;
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36';

describe('payPatternFor', () => {
  it('starts a phone or tablet on 手机支付 (H5), whatever its width', () => {
    for (const userAgent of [IPHONE, ANDROID, HARMONY, WECHAT]) {
      expect(payPatternFor({ userAgent, maxTouchPoints: 5, viewportWidth: 390 }), userAgent).toBe('H5');
      expect(payPatternFor({ userAgent, maxTouchPoints: 5, viewportWidth: 900 }), userAgent).toBe('H5');
    }
    // iPadOS Safari calls itself a Mac; its touch screen gives it away.
    expect(payPatternFor({ userAgent: IPADOS, maxTouchPoints: 5, viewportWidth: 1024 })).toBe('H5');
  });

  it('starts a desktop on 扫码支付 (QR), even in a narrow window; a narrow touch screen is a phone', () => {
    expect(payPatternFor({ userAgent: DESKTOP, maxTouchPoints: 0, viewportWidth: 1366 })).toBe('QR');
    expect(payPatternFor({ userAgent: IPADOS, maxTouchPoints: 0, viewportWidth: 1440 })).toBe('QR');
    expect(payPatternFor({ userAgent: DESKTOP, maxTouchPoints: 0, viewportWidth: 390 })).toBe('QR');
    expect(payPatternFor({ userAgent: DESKTOP, maxTouchPoints: 10, viewportWidth: 1366 })).toBe('QR');
    expect(payPatternFor({ userAgent: HEADLESS, maxTouchPoints: 1, viewportWidth: 390 })).toBe('H5');
    expect(payPatternFor({ userAgent: HEADLESS, maxTouchPoints: 1, viewportWidth: 600 })).toBe('H5');
    expect(payPatternFor({ userAgent: HEADLESS, maxTouchPoints: 1, viewportWidth: 601 })).toBe('QR');
  });
});

describe('checkPayPattern', () => {
  it('takes QR and H5 in any case; none or blank is the QR, as §7 callers that send no pattern get', () => {
    expect(checkPayPattern('H5')).toEqual({ ok: true, pattern: 'H5' });
    expect(checkPayPattern(' h5 ')).toEqual({ ok: true, pattern: 'H5' });
    expect(checkPayPattern('qr')).toEqual({ ok: true, pattern: 'QR' });
    expect(checkPayPattern(undefined)).toEqual({ ok: true, pattern: 'QR' });
    expect(checkPayPattern('')).toEqual({ ok: true, pattern: 'QR' });
  });
  it('refuses anything else with 请选择扫码支付或手机支付', () => {
    for (const bad of ['APP', 'WAP', 3, {}]) {
      expect(checkPayPattern(bad)).toEqual({ ok: false, message: PHONE_PAY_MESSAGES.patternUnknown });
    }
    expect(PHONE_PAY_MESSAGES.patternUnknown).toBe('请选择扫码支付或手机支付');
  });
});

describe('how long a recharge waits', () => {
  it('60 s for a QR, 5 minutes for a phone payment', () => {
    expect(rechargeSeconds('QR')).toBe(60);
    expect(rechargeSeconds('H5')).toBe(RECHARGE_PHONE_SECONDS);
    expect(RECHARGE_PHONE_SECONDS).toBe(300);
  });
});

describe('the result page address', () => {
  it('names the recharge, and the payment to go back to when it is a path on this site', () => {
    expect(rechargeResultHref('R20261117114500A1B2C3D4')).toBe('/money/result?outTradeNo=R20261117114500A1B2C3D4');
    expect(rechargeResultHref('R20261117114500A1B2C3D4', '/order?orderState=1')).toBe(
      '/money/result?outTradeNo=R20261117114500A1B2C3D4&back=%2Forder%3ForderState%3D1',
    );
    for (const bad of ['//evil.example/pay', 'https://evil.example', '/money?key=2', 7]) {
      expect(rechargeResultHref('R1234567', bad)).toBe('/money/result?outTradeNo=R1234567');
    }
  });

  it('reads only the trade number and the way back: what a gateway appends is ignored', () => {
    const search = '?outTradeNo=R20261117114500A1B2C3D4&back=%2Fpay&trade_status=TRADE_SUCCESS&total_amount=9999.00&sign=abc';
    expect(readRechargeResult(search)).toEqual({ outTradeNo: 'R20261117114500A1B2C3D4', back: '/pay' });
    expect(readRechargeResult('?outTradeNo=%3Cscript%3E&back=%2F%2Fevil.example')).toEqual({ outTradeNo: null, back: null });
    expect(readRechargeResult('')).toEqual({ outTradeNo: null, back: null });
  });

  it('knows our trade numbers', () => {
    expect(isTradeNo('R20261117114500A1B2C3D4')).toBe(true);
    for (const bad of ['R1', '<script>', 'R2026 1117', null, 12345678]) expect(isTradeNo(bad)).toBe(false);
  });

  it('lets the sandbox return only to our result page', () => {
    expect(returnPathOf('/money/result?outTradeNo=R1234567')).toBe('/money/result?outTradeNo=R1234567');
    for (const bad of ['https://evil.example/money/result?x', '//evil.example/money/result?x', '/money?key=2', '/money/result', null]) {
      expect(returnPathOf(bad)).toBeNull();
    }
  });
});
