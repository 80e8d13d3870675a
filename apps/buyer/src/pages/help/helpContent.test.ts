import { COMPLAINT_WINDOW_MS, MS_PER_HOUR, NORMAL_LOSS_PERCENT, SESSIONS } from '@huashi/domain';
import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS } from './helpContent';
import { helpCodec } from './helpUrl';

const text = (id: string) => {
  const section = HELP_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return [section.title, section.summary, ...section.blocks.map((b) => JSON.stringify(b))].join('\n');
};

describe('帮助中心 content', () => {
  it('has the five sections with unique ids', () => {
    expect(HELP_SECTIONS.map((s) => s.id)).toEqual(['sessions', 'paying', 'after-sales', 'delivery', 'contact']);
  });

  it('states the two sessions with their real hours', () => {
    const sessions = text('sessions');
    expect(SESSIONS.A.windows[0]).toEqual({ from: '11:30', to: '13:00' });
    expect(sessions).toContain('限时直供');
    expect(sessions).toContain('11:30-13:00');
    expect(sessions).toContain('全天专区');
    expect(sessions).toContain('00:00-16:10');
    expect(sessions).toContain('16:10-18:00');
  });

  it('states the after-sales rules of §9 from the domain’s figures', () => {
    const rules = text('after-sales');
    expect(COMPLAINT_WINDOW_MS / MS_PER_HOUR).toBe(8);
    expect(rules).toContain('8 小时内');
    expect(rules).toContain('72 小时内');
    expect(rules).toContain(`${NORMAL_LOSS_PERCENT}% 正常损耗`);
    expect(rules).toContain('D 级及以下');
    // The worked example adds up: 20.00 × 4 × 95% = 76.00.
    expect(rules).toContain('¥76.00');
  });

  it('lists every delivery way with its fee, self-pickup free', () => {
    const delivery = text('delivery');
    for (const fee of ['免费', '¥0.80/公斤', '¥1.00/公斤', '¥3.00/公斤', '¥5.00/公斤']) expect(delivery).toContain(fee);
  });

  it('never links to an outside host', () => {
    expect(JSON.stringify(HELP_SECTIONS)).not.toMatch(/https?:\/\//);
  });

  it('reads the section from the URL, unknown ones as the first', () => {
    expect(helpCodec.read('section=delivery')).toEqual({ section: 'delivery' });
    expect(helpCodec.read('section=nope')).toEqual({ section: null });
    expect(helpCodec.read('')).toEqual({ section: null });
  });
});
