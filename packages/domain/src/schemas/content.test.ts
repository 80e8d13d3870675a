import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../content';
import { bannerSchema, memberLevelSchema, noticeSchema } from './content';
import { formErrors, validateForm } from './validate';

describe('content forms', () => {
  const notice = { type: '2', title: ' 停市通知 ', beginTime: '2026-11-17T09:30', contentHtml: '<p><strong>明日</strong>停市</p>' };

  it('checks a notice field by field in the editor order', () => {
    expect(validateForm(noticeSchema, notice)).toMatchObject({ ok: true, value: { title: '停市通知', type: '2' } });
    expect(validateForm(noticeSchema, {})).toMatchObject({ ok: false, message: CONTENT_MESSAGES.typeMissing });
    expect(validateForm(noticeSchema, { ...notice, title: '' })).toMatchObject({ message: CONTENT_MESSAGES.titleMissing });
    // No begin time: the notice begins when it is saved.
    expect(validateForm(noticeSchema, { ...notice, beginTime: '' })).toMatchObject({ ok: true, value: { beginTime: '' } });
    expect(validateForm(noticeSchema, { ...notice, contentHtml: '<p></p>' })).toMatchObject({ message: CONTENT_MESSAGES.contentMissing });
    expect(formErrors(noticeSchema, { type: '', title: '', beginTime: 'x', contentHtml: '' })).toEqual({
      type: CONTENT_MESSAGES.typeMissing,
      title: CONTENT_MESSAGES.titleMissing,
      beginTime: CONTENT_MESSAGES.beginTimeInvalid,
      contentHtml: CONTENT_MESSAGES.contentMissing,
    });
  });

  it('checks a banner: title, link, sort', () => {
    const banner = { title: '会员专享', link: '/message', sort: '1', published: true };
    expect(validateForm(bannerSchema, banner)).toMatchObject({ ok: true });
    expect(validateForm(bannerSchema, { ...banner, sort: 3 })).toMatchObject({ ok: true, value: { sort: '3' } });
    expect(validateForm(bannerSchema, { ...banner, link: 'javascript:alert(1)' })).toMatchObject({ message: CONTENT_MESSAGES.linkInvalid });
    expect(validateForm(bannerSchema, { ...banner, title: '' })).toMatchObject({ message: CONTENT_MESSAGES.bannerTitleMissing });
    expect(validateForm(bannerSchema, { ...banner, sort: 'abc' })).toMatchObject({ message: CONTENT_MESSAGES.sortInvalid });
  });

  it('checks a member level rules text', () => {
    const level = { cillText: '月采购满¥5,000', discountText: '花材9.8折', couponText: '每月赠¥20优惠券1张' };
    expect(validateForm(memberLevelSchema, level)).toMatchObject({ ok: true });
    expect(validateForm(memberLevelSchema, { ...level, cillText: '' })).toMatchObject({ message: CONTENT_MESSAGES.cillMissing });
    expect(validateForm(memberLevelSchema, { ...level, couponText: ' ' })).toMatchObject({ message: CONTENT_MESSAGES.couponTextMissing });
  });
});
