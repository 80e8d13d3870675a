/**
 * The back office's staff routes (/api/admin/…): login is public; its code step takes the half session of stage code,
 * the second factor's enrolment a half session of stage enrol or a full one (issue 29); the own session and password
 * need any working staff member (full session); staff management and the audit trail need the `staff` and `audit` desks (管理员).
 */
import { staffEndpoints } from '@huashi/api/contracts';
import { MS_PER_DAY, parseShanghaiDateTime, TWO_FACTOR_MESSAGES } from '@huashi/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { staff } from '../db/schema';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { staffOf } from '../plugins/staff';
import { staffArea } from '../plugins/scopes';
import { listAudit } from '../services/audit';
import { issueSign, listSigns, revokeSign } from '../services/signs';
import {
  changeStaffPassword,
  createStaff,
  listStaff,
  loginStaff,
  logoutStaff,
  resetStaffPassword,
  setStaffDisabled,
  staffView,
} from '../services/staff';
import { confirmEnrolment, loginWithCode, resetTwoFactor, startEnrolment } from '../services/staffTwoFactor';

/** The start of a Shanghai calendar day, or undefined. */
function dayStart(day: string | null, plusDays = 0): Date | undefined {
  if (!day) return undefined;
  const start = parseShanghaiDateTime(day);
  return start === null ? undefined : new Date(start.ms + plusDays * MS_PER_DAY);
}

export function staffRoutes(ctx: AppContext) {
  return staffArea(ctx, {
    public: (app) => {
      serve(app, staffEndpoints.login, async (request) => ok(await loginStaff(ctx, { ...request.body, ip: request.ip })));
    },
    code: (app) => {
      serve(app, staffEndpoints.loginCode, async (request) =>
        ok(await loginWithCode(ctx, staffOf(request), { ...request.body, ip: request.ip })),
      );
    },
    enrol: (app) => {
      serve(app, staffEndpoints.twoFactorSetup, async (request) => ok(await startEnrolment(ctx, staffOf(request))));
      serve(app, staffEndpoints.twoFactorConfirm, async (request) =>
        ok(await confirmEnrolment(ctx, staffOf(request), { code: request.body.code, ip: request.ip }), TWO_FACTOR_MESSAGES.enrolled),
      );
    },
    any: (app) => {
      serve(app, staffEndpoints.me, async (request) => {
        const [row] = await ctx.db
          .select()
          .from(staff)
          .where(eq(staff.id, staffOf(request).id))
          .limit(1);
        return ok(staffView(row!));
      });
      serve(app, staffEndpoints.logout, async (request) => {
        await logoutStaff(ctx, staffOf(request).tokenId);
        return ok(null);
      });
      serve(app, staffEndpoints.changePassword, async (request) => {
        await changeStaffPassword(ctx, staffOf(request), { ...request.body, ip: request.ip });
        return ok(null, '密码修改成功');
      });
    },
    desks: {
      staff: (app) => {
        serve(app, staffEndpoints.list, async () => ok(await listStaff(ctx)));
        serve(app, staffEndpoints.create, async (request) =>
          ok(await createStaff(ctx.db, staffOf(request).id, request.body), '员工已创建'),
        );
        serve(app, staffEndpoints.setDisabled, async (request) => {
          const { id, disabled } = request.body;
          return ok(await setStaffDisabled(ctx, staffOf(request).id, id, disabled), disabled ? '账号已停用' : '账号已启用');
        });
        serve(app, staffEndpoints.resetTwoFactor, async (request) =>
          ok(await resetTwoFactor(ctx, staffOf(request).id, request.body.id), TWO_FACTOR_MESSAGES.reset),
        );
        serve(app, staffEndpoints.resetPassword, async (request) => {
          await resetStaffPassword(ctx, staffOf(request).id, request.body.id, request.body.password);
          return ok(null, '密码已重置');
        });
      },
      signs: (app) => {
        serve(app, staffEndpoints.signs, async () => ok(await listSigns(ctx)));
        serve(app, staffEndpoints.issueSign, async (request) => ok(await issueSign(ctx, staffOf(request).id, request.body), '签名已签发'));
        serve(app, staffEndpoints.revokeSign, async (request) =>
          ok(await revokeSign(ctx, staffOf(request).id, request.body.id), '签名已撤销'),
        );
      },
      audit: (app) => {
        serve(app, staffEndpoints.audit, async (request) => {
          const q = request.query;
          const { rows, total } = await listAudit(
            ctx,
            {
              staffId: q.staffId ?? undefined,
              action: q.action || undefined,
              entity: q.entity || undefined,
              orderNo: q.orderNo || undefined,
              buyer: q.buyer || undefined,
              from: dayStart(q.from),
              to: dayStart(q.to, 1),
            },
            q.page,
            q.limit,
          );
          const list = rows.map((row) => ({
            id: row.id,
            staffId: row.staffId,
            actor: row.actor,
            action: row.action,
            entity: row.entity,
            entityIds: row.entityIds,
            orderNos: row.orderNos,
            before: row.before,
            after: row.after,
            createdAt: row.createdAt.toISOString(),
          }));
          return ok({ list, total });
        });
      },
    },
  });
}
