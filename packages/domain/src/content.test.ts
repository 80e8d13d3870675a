import { describe, expect, it } from 'vitest';
import {
  bannerLinkProblem,
  bannerSortOf,
  bannerTitleProblem,
  CONTENT_MESSAGES,
  isExternalLink,
  memberRuleProblem,
  noticeBeginMs,
  noticeBeginAt,
  noticeBeginTimeProblem,
  noticeContentProblem,
  noticeHtmlIsBlank,
  noticeState,
  noticeTitleProblem,
  noticeTypeOf,
  noticeVisible,
  visibleBanners,
} from './content';

describe('notice fields', () => {
  it('reads the type from numbers and digit strings only', () => {
    expect(noticeTypeOf(1)).toBe(1);
    expect(noticeTypeOf('2')).toBe(2);
    expect(noticeTypeOf(' 1 ')).toBe(1);
    expect(noticeTypeOf('3')).toBeNull();
    expect(noticeTypeOf('')).toBeNull();
    expect(noticeTypeOf(null)).toBeNull();
  });

  it('asks for a title of at most 60 characters', () => {
    expect(noticeTitleProblem('  ')).toBe(CONTENT_MESSAGES.titleMissing);
    expect(noticeTitleProblem('标'.repeat(60))).toBeNull();
    expect(noticeTitleProblem('标'.repeat(61))).toBe(CONTENT_MESSAGES.titleLong);
  });

  it('reads the begin time as Shanghai wall time, from a datetime field or typed', () => {
    expect(noticeBeginMs('2026-11-17T09:30')).toBe(Date.UTC(2026, 10, 17, 1, 30));
    expect(noticeBeginMs('2026-11-17 09:30:15')).toBe(Date.UTC(2026, 10, 17, 1, 30, 15));
    expect(noticeBeginTimeProblem('')).toBeNull();
    expect(noticeBeginTimeProblem('2026-02-30T09:00')).toBe(CONTENT_MESSAGES.beginTimeInvalid);
    expect(noticeBeginTimeProblem('明天')).toBe(CONTENT_MESSAGES.beginTimeInvalid);
    expect(noticeBeginTimeProblem('2026-11-17T09:30')).toBeNull();
  });

  it('begins a notice without a begin time when it is saved', () => {
    const now = Date.UTC(2026, 10, 17, 2, 0);
    expect(noticeBeginAt('', now)).toBe(now);
    expect(noticeBeginAt('  ', now)).toBe(now);
    expect(noticeBeginAt('2026-11-17T09:30', now)).toBe(Date.UTC(2026, 10, 17, 1, 30));
    expect(noticeBeginAt('明天', now)).toBeNull();
  });

  it('counts a notice without text or picture as blank', () => {
    expect(noticeHtmlIsBlank('')).toBe(true);
    expect(noticeHtmlIsBlank('<p></p>')).toBe(true);
    expect(noticeHtmlIsBlank('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(noticeHtmlIsBlank('<script>alert(1)</script>')).toBe(true);
    expect(noticeHtmlIsBlank('<p><strong>停市</strong>通知</p>')).toBe(false);
    expect(noticeHtmlIsBlank('<p><img src="https://example.com/a.png"></p>')).toBe(false);
    expect(noticeContentProblem('<p></p>')).toBe(CONTENT_MESSAGES.contentMissing);
    expect(noticeContentProblem(`<p>${'字'.repeat(50_001)}</p>`)).toBe(CONTENT_MESSAGES.contentLong);
    expect(noticeContentProblem('<p>正文</p>')).toBeNull();
  });

  it('shows a notice to buyers once published and begun', () => {
    const now = Date.UTC(2026, 10, 17, 3, 0);
    expect(noticeState({ published: false, beginMs: now - 1 }, now)).toBe('draft');
    expect(noticeState({ published: true, beginMs: now + 1 }, now)).toBe('scheduled');
    expect(noticeState({ published: true, beginMs: now }, now)).toBe('live');
    expect(noticeVisible({ published: true, beginMs: now - 1000 }, now)).toBe(true);
    expect(noticeVisible({ published: false, beginMs: now - 1000 }, now)).toBe(false);
    expect(noticeVisible({ published: true, beginMs: now + 1000 }, now)).toBe(false);
  });
});

describe('banner fields', () => {
  it('takes no link, an http(s) URL or a path of this site', () => {
    for (const link of ['', '  ', '/presell', '/message?id=3', 'https://www.example.com/a?b=1', 'HTTP://example.com']) {
      expect(bannerLinkProblem(link)).toBeNull();
    }
  });

  it('refuses javascript:, data:, protocol-relative and other links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com',
      'presell',
      'ftp://example.com',
      'https://',
      'https:///path',
      '/pre sell',
      '/\\evil.example.com',
      'java\tscript:alert(1)',
    ]) {
      expect(bannerLinkProblem(link), link).toBe(CONTENT_MESSAGES.linkInvalid);
    }
    expect(bannerLinkProblem(`/${'a'.repeat(300)}`)).toBe(CONTENT_MESSAGES.linkLong);
  });

  it('tells an outside link from a path of the site', () => {
    expect(isExternalLink('https://example.com')).toBe(true);
    expect(isExternalLink('/presell')).toBe(false);
  });

  it('asks for a title of at most 30 characters and a sort of 0-999', () => {
    expect(bannerTitleProblem('')).toBe(CONTENT_MESSAGES.bannerTitleMissing);
    expect(bannerTitleProblem('横'.repeat(31))).toBe(CONTENT_MESSAGES.bannerTitleLong);
    expect(bannerTitleProblem('会员专享')).toBeNull();
    expect(bannerSortOf('0')).toBe(0);
    expect(bannerSortOf(12)).toBe(12);
    expect(bannerSortOf('999')).toBe(999);
    expect(bannerSortOf('1000')).toBeNull();
    expect(bannerSortOf('-1')).toBeNull();
    expect(bannerSortOf('1.5')).toBeNull();
    expect(bannerSortOf('')).toBeNull();
  });

  it('shows published banners by sort, then by id', () => {
    const rows = [
      { id: 1, sort: 2, published: true },
      { id: 2, sort: 1, published: false },
      { id: 3, sort: 1, published: true },
      { id: 4, sort: 2, published: true },
    ];
    expect(visibleBanners(rows).map((row) => row.id)).toEqual([3, 1, 4]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('member level rules', () => {
  it('asks for each text and caps it at 40 characters', () => {
    expect(memberRuleProblem(' ', CONTENT_MESSAGES.cillMissing)).toBe(CONTENT_MESSAGES.cillMissing);
    expect(memberRuleProblem('字'.repeat(41), CONTENT_MESSAGES.cillMissing)).toBe(CONTENT_MESSAGES.ruleLong);
    expect(memberRuleProblem('月采购满¥5,000', CONTENT_MESSAGES.cillMissing)).toBeNull();
  });
});
