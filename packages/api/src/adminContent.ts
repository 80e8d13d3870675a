/** The 内容发布 desk's calls (管理员; ours, beyond the spec), under the API base. Types come from ./contracts/adminContent. */
import type { ApiClient } from './client';
import type {
  AdminBanner,
  AdminBannerCreateBody,
  AdminBannerUpdateBody,
  AdminMemberLevel,
  AdminMemberLevelBody,
  AdminNotice,
  AdminNoticeCreateBody,
  AdminNoticePage,
  AdminNoticePublishBody,
  AdminNoticeQuery,
  AdminNoticeUpdateBody,
} from './contracts/adminContent';

export const ADMIN_CONTENT_PATHS = {
  notices: '/admin/content/notices',
  noticeCreate: '/admin/content/notices/create',
  noticeUpdate: '/admin/content/notices/update',
  noticePublish: '/admin/content/notices/publish',
  noticeDelete: '/admin/content/notices/delete',
  banners: '/admin/content/banners',
  bannerCreate: '/admin/content/banners/create',
  bannerUpdate: '/admin/content/banners/update',
  bannerDelete: '/admin/content/banners/delete',
  memberLevels: '/admin/content/member-levels',
  memberLevelUpdate: '/admin/content/member-levels/update',
} as const;

/** The content desk's calls; the client carries the staff token. */
export function adminContentApi(client: ApiClient) {
  const P = ADMIN_CONTENT_PATHS;
  return {
    notices: (filters: AdminNoticeQuery = {}) => client.get<AdminNoticePage>(P.notices, { query: filters }),
    createNotice: (body: AdminNoticeCreateBody) => client.post<AdminNotice>(P.noticeCreate, body),
    updateNotice: (body: AdminNoticeUpdateBody) => client.post<AdminNotice>(P.noticeUpdate, body),
    publishNotice: (body: AdminNoticePublishBody) => client.post<AdminNotice>(P.noticePublish, body),
    deleteNotice: (id: number) => client.post<{ id: number }>(P.noticeDelete, { id }),
    banners: () => client.get<AdminBanner[]>(P.banners),
    createBanner: (body: AdminBannerCreateBody) => client.post<AdminBanner>(P.bannerCreate, body),
    updateBanner: (body: AdminBannerUpdateBody) => client.post<AdminBanner>(P.bannerUpdate, body),
    deleteBanner: (id: number) => client.post<{ id: number }>(P.bannerDelete, { id }),
    memberLevels: () => client.get<AdminMemberLevel[]>(P.memberLevels),
    updateMemberLevel: (body: AdminMemberLevelBody) => client.post<AdminMemberLevel>(P.memberLevelUpdate, body),
  };
}
export type AdminContentApi = ReturnType<typeof adminContentApi>;
