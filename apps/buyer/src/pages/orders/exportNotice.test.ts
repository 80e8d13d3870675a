import { describe, expect, it } from 'vitest';
import { exportNotice } from './exportNotice';

const link = 'https://huashi.example/api/v2/order/export-file?mainId=7&token=abc';

describe('exportNotice', () => {
  it('opened: says the download started in a new window; the copied link is only the fallback', () => {
    const notice = exportNotice(true, true, link);
    expect(notice.tone).toBe('success');
    expect(notice.text).toContain('已在新窗口开始下载');
    expect(notice.text).toContain('如未开始下载');
    expect(notice.text).toContain('10分钟内');
    expect(notice.text).toContain('仅可使用一次');
    // Never claims the copied link is still usable as it stands (the new window spent it if the download ran).
    expect(notice.text).not.toContain('导出链接已复制到剪贴板（');
  });

  it('opened but not copied: no clipboard promise; export again if nothing started', () => {
    const notice = exportNotice(true, false, link);
    expect(notice.text).toContain('已在新窗口开始下载');
    expect(notice.text).not.toContain('剪贴板');
    expect(notice.text).not.toContain('已复制');
    expect(notice.text).toContain('重新点击“导出”');
  });

  it('blocked: says so plainly, and that the link is in the clipboard', () => {
    const notice = exportNotice(false, true, link);
    expect(notice.tone).toBe('warning');
    expect(notice.text).toContain('浏览器拦截了新窗口，下载未开始');
    expect(notice.text).toContain('导出链接已复制到剪贴板');
    expect(notice.text).not.toContain(link);
  });

  it('blocked and not copied: shows the link itself', () => {
    const notice = exportNotice(false, false, link);
    expect(notice.tone).toBe('warning');
    expect(notice.text).toContain('下载未开始');
    expect(notice.text).toContain(link);
    expect(notice.text).not.toContain('已复制');
  });
});
