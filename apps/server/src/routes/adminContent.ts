/**
 * The 内容发布 desk's routes (/api/admin/content/…, desk `content`: 管理员): notices and news, the home page's banners,
 * the member levels' rules text. The desk's guard answers 401 to anyone but staff and 403 to the other roles.
 */
import { ADMIN_CONTENT_PATHS } from '@huashi/api';
import { adminContentContracts as C } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { staffOf } from '../plugins/staff';
import { staffArea } from '../plugins/scopes';
import {
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  editBanner,
  editNotice,
  listBanners,
  listMemberLevels,
  listNotices,
  publishNotice,
  updateMemberLevel,
} from '../services/adminContent';

export function adminContentRoutes(ctx: AppContext) {
  const P = ADMIN_CONTENT_PATHS;
  return staffArea(ctx, {
    desks: {
      content: (app) => {
        app.get(P.notices, { schema: C.notices }, async (request) => ok(await listNotices(ctx, request.query)));
        app.post(P.noticeCreate, { schema: C.noticeCreate }, async (request) =>
          ok(await createNotice(ctx, staffOf(request).id, request.body), request.body.published ? '公告已发布' : '公告已保存'),
        );
        app.post(P.noticeUpdate, { schema: C.noticeUpdate }, async (request) => {
          const { id, ...fields } = request.body;
          return ok(await editNotice(ctx, staffOf(request).id, id, fields), '公告已保存');
        });
        app.post(P.noticePublish, { schema: C.noticePublish }, async (request) => {
          const { id, published } = request.body;
          return ok(await publishNotice(ctx, staffOf(request).id, id, published), published ? '公告已发布' : '公告已撤回');
        });
        app.post(P.noticeDelete, { schema: C.noticeDelete }, async (request) =>
          ok(await deleteNotice(ctx, staffOf(request).id, request.body.id), '公告已删除'),
        );
        app.get(P.banners, { schema: C.banners }, async () => ok(await listBanners(ctx)));
        app.post(P.bannerCreate, { schema: C.bannerCreate }, async (request) =>
          ok(await createBanner(ctx, staffOf(request).id, request.body), '横幅已保存'),
        );
        app.post(P.bannerUpdate, { schema: C.bannerUpdate }, async (request) => {
          const { id, ...fields } = request.body;
          return ok(await editBanner(ctx, staffOf(request).id, id, fields), '横幅已保存');
        });
        app.post(P.bannerDelete, { schema: C.bannerDelete }, async (request) =>
          ok(await deleteBanner(ctx, staffOf(request).id, request.body.id), '横幅已删除'),
        );
        app.get(P.memberLevels, { schema: C.memberLevels }, async () => ok(await listMemberLevels(ctx)));
        app.post(P.memberLevelUpdate, { schema: C.memberLevelUpdate }, async (request) => {
          const { level, ...fields } = request.body;
          return ok(await updateMemberLevel(ctx, staffOf(request).id, level, fields), '会员等级规则已保存');
        });
      },
    },
  });
}
