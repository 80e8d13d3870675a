import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './sanitize';

describe('sanitizeNoticeHtml', () => {
  it('drops scripts and event handlers, and gives an image without a text alternative alt=""', () => {
    const html = sanitizeNoticeHtml('<p>到货</p><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)">');
    expect(html).toBe('<p>到货</p><img src="https://x.test/a.png" alt="" />');
  });

  it('keeps an alt that was written', () => {
    expect(sanitizeNoticeHtml('<img src="https://x.test/a.png" alt="卡罗拉">')).toBe('<img src="https://x.test/a.png" alt="卡罗拉" />');
  });
});
