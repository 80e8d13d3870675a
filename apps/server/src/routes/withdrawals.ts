/**
 * /money keys 3 and 4 (issue 17 slice B2): the bank card and the withdrawal for the buyer, and the 财务 desk's
 * payouts (/api/admin/withdrawals…, desk `finance`: 管理员, 财务). The rules live in services/withdrawals.ts.
 */
import { withdrawEndpoints } from '@huashi/api/contracts';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area, staffArea } from '../plugins/scopes';
import { staffOf } from '../plugins/staff';
import {
  bankList,
  bindBankCard,
  listPayouts,
  myBankCard,
  PAYOUT_MESSAGES,
  payOut,
  rejectPayout,
  sendWithdrawSms,
  withdraw,
  withdrawInfo,
} from '../services/withdrawals';

export const withdrawRoutes = (ctx: AppContext) =>
  area(ctx, {
    buyer: (app) => {
      serve(app, withdrawEndpoints.myBankCard, async (request) => ok(await myBankCard(ctx, buyerOf(request).id)));
      serve(app, withdrawEndpoints.bankList, async () => ok(bankList()));
      serve(app, withdrawEndpoints.bindBankCard, async (request) =>
        ok(await bindBankCard(ctx, buyerOf(request).id, request.body), '银行卡绑定成功'),
      );
      serve(app, withdrawEndpoints.sendSms, async (request) =>
        ok(await sendWithdrawSms(ctx, buyerOf(request).id, request.ip), '验证码已发送'),
      );
      serve(app, withdrawEndpoints.withdrawInfo, async (request) => ok(await withdrawInfo(ctx, buyerOf(request).id)));
      serve(app, withdrawEndpoints.withdraw, async (request) =>
        ok(await withdraw(ctx, buyerOf(request).id, request.body), '提现申请已提交，等待财务打款'),
      );
    },
  });

export const adminWithdrawalRoutes = (ctx: AppContext) =>
  staffArea(ctx, {
    desks: {
      finance: (app) => {
        serve(app, withdrawEndpoints.payouts, async (request) => {
          const q = request.query;
          return ok(await listPayouts(ctx, { state: q.state ?? 'pending', keyword: q.keyword }, q.page, q.limit));
        });
        serve(app, withdrawEndpoints.pay, async (request) =>
          ok(await payOut(ctx, staffOf(request).id, request.body.id), PAYOUT_MESSAGES.paid),
        );
        serve(app, withdrawEndpoints.reject, async (request) =>
          ok(await rejectPayout(ctx, staffOf(request).id, request.body.id, request.body.reason), PAYOUT_MESSAGES.rejected),
        );
      },
    },
  });
