import { describe, expect, it } from 'vitest';
import { urlFor } from '../../urlState';
import { MARKET_PATH, marketCodec, marketVarietyCodec, marketVarietyHref } from './marketUrls';

describe('the price board in the URL', () => {
  it('reads any query into a whole view and writes only what differs from the defaults', () => {
    expect(marketCodec.read('')).toEqual({ day: null, form: null, grade: '', q: '', sort: 'volume' });
    expect(marketCodec.read('day=2026-02-30&form=x&grade=Z&sort=price')).toEqual({
      day: null,
      form: null,
      grade: '',
      q: '',
      sort: 'volume',
    });
    const view = marketCodec.read('day=2026-11-28&form=2&grade=A%2B&q=%E5%8D%A1&sort=fall');
    expect(view).toEqual({ day: '2026-11-28', form: 2, grade: 'A+', q: '卡', sort: 'fall' });
    expect(marketCodec.read(urlFor(MARKET_PATH, marketCodec, view).split('?')[1]!)).toEqual(view);
  });

  it('opens a variety at the row’s grade and length, 30 days', () => {
    const href = marketVarietyHref('MG0001', 'A+', '60');
    expect(href).toBe('/market/variety?flw=MG0001&grade=A%2B&length=60');
    expect(marketVarietyCodec.read(href.split('?')[1]!)).toEqual({ flw: 'MG0001', grade: 'A+', length: '60', days: 30 });
    expect(marketVarietyCodec.read('flw=MG0001&days=90').days).toBe(90);
  });
});
