/** The 内容发布 desk's calls (管理员; ours, beyond the spec), under the API base: the endpoints of ./contracts/adminContent. */
import type { ApiClient } from './client';
import { call, type InputOf } from './endpoint';
import { adminContentRoutes as R } from './routes.generated';

/** The content desk's calls; the client carries the staff token. */
export function adminContentApi(client: ApiClient) {
  return {
    notices: (filters: InputOf<typeof R.notices> = {}) => call(client, R.notices, filters),
    createNotice: (body: InputOf<typeof R.noticeCreate>) => call(client, R.noticeCreate, body),
    updateNotice: (body: InputOf<typeof R.noticeUpdate>) => call(client, R.noticeUpdate, body),
    publishNotice: (body: InputOf<typeof R.noticePublish>) => call(client, R.noticePublish, body),
    deleteNotice: (id: number) => call(client, R.noticeDelete, { id }),
    banners: () => call(client, R.banners),
    createBanner: (body: InputOf<typeof R.bannerCreate>) => call(client, R.bannerCreate, body),
    updateBanner: (body: InputOf<typeof R.bannerUpdate>) => call(client, R.bannerUpdate, body),
    deleteBanner: (id: number) => call(client, R.bannerDelete, { id }),
    memberLevels: () => call(client, R.memberLevels),
    updateMemberLevel: (body: InputOf<typeof R.memberLevelUpdate>) => call(client, R.memberLevelUpdate, body),
  };
}
export type AdminContentApi = ReturnType<typeof adminContentApi>;
