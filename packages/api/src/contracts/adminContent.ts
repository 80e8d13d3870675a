/**
 * Contracts of the 内容发布 desk (管理员; ours, beyond the spec): notices and news, the home page's banners and the
 * member levels' rules text. Form fields pass through (`formValue`) to the domain's yup schemas (noticeSchema,
 * bannerSchema, memberLevelSchema), which answer their own Chinese messages on the server as in the forms.
 */
import { CONTENT_MESSAGES } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, isoTime, staffPage, whole } from './answers';
import { body, filterId, flag, formValue, int, nothing, query, staffPaging, text } from './fields';

// ---------------------------------------------------------------- answers

export const adminNoticeSchema = entity({
  id: whole,
  /** §3 Notice.type: 1 news, 2 announcement. */
  type: z.union([z.literal(1), z.literal(2)]),
  title: z.string(),
  /** Sanitised on write: exactly what the buyer's /message renders. */
  contentHtml: z.string(),
  /** ISO 8601: when buyers may first see it. */
  beginTime: isoTime,
  published: z.boolean(),
  /** draft 未发布, scheduled 待生效 (published, begin time to come), live 已发布 (buyers see it). */
  state: z.enum(['draft', 'scheduled', 'live']),
  createdAt: isoTime,
  updatedAt: isoTime.nullable(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticePageSchema = staffPage(adminNoticeSchema);
export type AdminNoticePage = z.infer<typeof adminNoticePageSchema>;

export const adminBannerSchema = entity({
  id: whole,
  title: z.string(),
  /** Where the picture is read (an uploaded banner: the upload service's public URL). */
  imageUrl: z.string(),
  /** '' none; an http(s) URL or a path of the site. */
  link: z.string(),
  sort: whole,
  published: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminMemberLevelSchema = entity({
  level: whole,
  /** 普通会员, VIP1 … */
  label: z.string(),
  cillText: z.string(),
  discountText: z.string(),
  couponText: z.string(),
  /** The level's discount (e.g. 98 = 9.8折), shown, not edited here. */
  discountTenths: whole,
});
export type AdminMemberLevel = z.infer<typeof adminMemberLevelSchema>;

// ---------------------------------------------------------------- requests

const noticeFields = {
  type: formValue<string | number>(),
  title: formValue<string>(),
  beginTime: formValue<string>(),
  contentHtml: formValue<string>(),
};

const noticeId = int({ msg: CONTENT_MESSAGES.noticeNotFound });
const bannerId = int({ msg: CONTENT_MESSAGES.bannerNotFound });

const bannerFields = {
  title: formValue<string>(),
  link: formValue<string>(),
  sort: formValue<string | number>(),
  published: z.boolean().optional().default(true),
  /** The upload key of a picture uploaded with prefix `banner`; '' keeps the current one (update only). */
  uploadKey: text(200),
};

export const adminContentEndpoints = endpoints('adminContent', {
  notices: endpoint('GET', '/admin/content/notices', 'staff:content', {
    querystring: query({
      ...staffPaging(),
      /** 1 news, 2 announcement; anything else: both. */
      type: filterId(2),
      keyword: text(60),
    }),
    response: answers(adminNoticePageSchema),
  }),
  noticeCreate: endpoint('POST', '/admin/content/notices/create', 'staff:content', {
    body: body({ ...noticeFields, published: flag() }),
    response: answers(adminNoticeSchema),
  }),
  noticeUpdate: endpoint('POST', '/admin/content/notices/update', 'staff:content', {
    body: body({ id: noticeId, ...noticeFields }),
    response: answers(adminNoticeSchema),
  }),
  noticePublish: endpoint('POST', '/admin/content/notices/publish', 'staff:content', {
    body: body({ id: noticeId, published: z.boolean({ error: '请求参数有误' }) }),
    response: answers(adminNoticeSchema),
  }),
  noticeDelete: endpoint('POST', '/admin/content/notices/delete', 'staff:content', {
    body: body({ id: noticeId }),
    response: answers(entity({ id: whole })),
  }),
  banners: endpoint('GET', '/admin/content/banners', 'staff:content', {
    querystring: nothing,
    response: answers(z.array(adminBannerSchema)),
  }),
  bannerCreate: endpoint('POST', '/admin/content/banners/create', 'staff:content', {
    body: body(bannerFields),
    response: answers(adminBannerSchema),
  }),
  bannerUpdate: endpoint('POST', '/admin/content/banners/update', 'staff:content', {
    body: body({ id: bannerId, ...bannerFields }),
    response: answers(adminBannerSchema),
  }),
  bannerDelete: endpoint('POST', '/admin/content/banners/delete', 'staff:content', {
    body: body({ id: bannerId }),
    response: answers(entity({ id: whole })),
  }),
  memberLevels: endpoint('GET', '/admin/content/member-levels', 'staff:content', {
    querystring: nothing,
    response: answers(z.array(adminMemberLevelSchema)),
  }),
  memberLevelUpdate: endpoint('POST', '/admin/content/member-levels/update', 'staff:content', {
    body: body({
      level: int({ msg: CONTENT_MESSAGES.levelNotFound, min: 0, max: 100 }),
      cillText: formValue<string>(),
      discountText: formValue<string>(),
      couponText: formValue<string>(),
    }),
    response: answers(adminMemberLevelSchema),
  }),
});
