/**
 * The 内容发布 desk's routes (/api/admin/content/…, desk `content`: 管理员): notices and news, the home page's banners,
 * the member levels' rules text. The desk's guard answers 401 to anyone but staff and 403 to the other roles.
 */
import { adminContentEndpoints as E } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
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
  return staffArea(ctx, {
    desks: {
      content: (app) => {
        serve(app, E.notices, async (request) => ok(await listNotices(ctx, request.query)));
        serve(app, E.noticeCreate, async (request) =>
          ok(await createNotice(ctx, staffOf(request).id, request.body), request.body.published ? '公告已发布' : '公告已保存'),
        );
        serve(app, E.noticeUpdate, async (request) => {
          const { id, ...fields } = request.body;
          return ok(await editNotice(ctx, staffOf(request).id, id, fields), '公告已保存');
        });
        serve(app, E.noticePublish, async (request) => {
          const { id, published } = request.body;
          return ok(await publishNotice(ctx, staffOf(request).id, id, published), published ? '公告已发布' : '公告已撤回');
        });
        serve(app, E.noticeDelete, async (request) => ok(await deleteNotice(ctx, staffOf(request).id, request.body.id), '公告已删除'));
        serve(app, E.banners, async () => ok(await listBanners(ctx)));
        serve(app, E.bannerCreate, async (request) => ok(await createBanner(ctx, staffOf(request).id, request.body), '横幅已保存'));
        serve(app, E.bannerUpdate, async (request) => {
          const { id, ...fields } = request.body;
          return ok(await editBanner(ctx, staffOf(request).id, id, fields), '横幅已保存');
        });
        serve(app, E.bannerDelete, async (request) => ok(await deleteBanner(ctx, staffOf(request).id, request.body.id), '横幅已删除'));
        serve(app, E.memberLevels, async () => ok(await listMemberLevels(ctx)));
        serve(app, E.memberLevelUpdate, async (request) => {
          const { level, ...fields } = request.body;
          return ok(await updateMemberLevel(ctx, staffOf(request).id, level, fields), '会员等级规则已保存');
        });
      },
    },
  });
}
