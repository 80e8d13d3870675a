import { describe, expect, it } from 'vitest';
import { installWay, isIos } from './install';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('installWay: how 下载APP adds the app to the home screen (issue 26)', () => {
  it('uses the browser’s own prompt where it gave one', () => {
    expect(installWay({ hasPrompt: true, standalone: false, userAgent: ANDROID, maxTouchPoints: 5 })).toBe('prompt');
  });
  it('gives the two Safari steps on an iPhone or iPad, which have no prompt', () => {
    expect(installWay({ hasPrompt: false, standalone: false, userAgent: IPHONE, maxTouchPoints: 5 })).toBe('ios');
    expect(installWay({ hasPrompt: false, standalone: false, userAgent: IPADOS, maxTouchPoints: 5 })).toBe('ios');
  });
  it('points to the browser menu elsewhere (a Mac without touch is not an iPad)', () => {
    expect(installWay({ hasPrompt: false, standalone: false, userAgent: ANDROID, maxTouchPoints: 5 })).toBe('menu');
    expect(installWay({ hasPrompt: false, standalone: false, userAgent: IPADOS, maxTouchPoints: 0 })).toBe('menu');
    expect(isIos(IPADOS, 0)).toBe(false);
  });
  it('says it is installed when opened from the home screen', () => {
    expect(installWay({ hasPrompt: true, standalone: true, userAgent: IPHONE, maxTouchPoints: 5 })).toBe('installed');
  });
});
