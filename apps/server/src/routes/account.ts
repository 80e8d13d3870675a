import type { BuyerType } from '@huashi/api';
import { accountEndpoints } from '@huashi/api/contracts';
import {
  ACCOUNT_MESSAGES,
  BUYER_TYPES,
  TEXT_LIMITS,
  accountPasswordSchema,
  epochSeconds,
  forgotPasswordSchema,
  openAccountSchema,
  readPhoneStamp,
  registerSchema,
  sendCodeSchema,
  validateForm,
  MESSAGES,
} from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { buyerTokens } from '../db/schema';
import { badRequest, ok } from '../http/envelope';
import { serve } from '../http/serve';
import { buyerOf } from '../plugins/auth';
import { area } from '../plugins/scopes';
import {
  changePassword,
  createPublicToken,
  login,
  loginWithPublicToken,
  openAccount,
  register,
  resetPassword,
  sendCode,
  sendLoginCode,
} from '../services/accounts';
import { revokeLiveTickets } from '../services/liveStock';
import { toUser } from '../services/users';

/** Decrypts an RSA-encrypted field (the contract made sure it is a non-empty string); undecryptable → one message for every failure. */
function decrypted(ctx: AppContext, value: string): string {
  const plain = ctx.rsa.decrypt(value);
  if (plain === null) throw badRequest(ACCOUNT_MESSAGES.requestInvalid);
  return plain;
}

function valid<T>(check: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!check.ok) throw badRequest(check.message);
  return check.value;
}

export const accountRoutes = (ctx: AppContext) =>
  area(ctx, {
    public: (app) => {
      /** The key, and the server's time for the registration phone stamp (the buyer's PC clock may be off). */
      serve(app, accountEndpoints.publicKey, async () =>
        ok({ publicKey: ctx.rsa.publicKeyPem, serverTime: epochSeconds(ctx.clock.now()) }),
      );

      // ------------------------------------------------------------ login

      for (const endpoint of [accountEndpoints.login, accountEndpoints.userLogin]) {
        serve(app, endpoint, async (request) => {
          const body = request.body;
          const data = await login(ctx, {
            userName: body.userName,
            password: ctx.rsa.decrypt(body.password),
            remember: body.remember,
            ip: request.ip,
            code: body.code,
          });
          return ok(data, MESSAGES.loginSuccess);
        });
      }

      serve(app, accountEndpoints.sendLoginCode, async (request) =>
        ok(await sendLoginCode(ctx, { userName: request.body.userName, ip: request.ip }), '验证码已发送'),
      );

      // ------------------------------------------------------------ registration

      /** The phone arrives as an RSA-encrypted stamp "phone|epochSeconds" (see packages/api SendRegCodeRequest). */
      serve(app, accountEndpoints.sendRegCode, async (request) => {
        const stamp = readPhoneStamp(decrypted(ctx, request.body.phone), epochSeconds(ctx.clock.now()));
        if (!stamp.ok) throw badRequest(stamp.error === 'stale' ? ACCOUNT_MESSAGES.requestStale : ACCOUNT_MESSAGES.requestInvalid);
        const { phone } = valid(validateForm(sendCodeSchema, { phone: stamp.phone }));
        const data = await sendCodeFor(ctx, phone, 'reg', request.ip);
        return ok(data, '验证码已发送');
      });

      serve(app, accountEndpoints.register, async (request) => {
        const body = request.body;
        const password = body.password ? decrypted(ctx, body.password) : '';
        const values = valid(
          validateForm(registerSchema, {
            code: body.code,
            phone: body.phone,
            password,
            userName: body.userName,
            inviteCode: body.inviteCode,
          }),
        );
        const data = await register(ctx, {
          phone: values.phone,
          code: values.code,
          nickName: values.userName,
          password: values.password,
          inviteCode: values.inviteCode.slice(0, 32),
          createOS: body.createOS,
        });
        return ok(data, MESSAGES.registerSuccess);
      });

      // ------------------------------------------------------------ forgot password

      serve(app, accountEndpoints.sendResetCode, async (request) => {
        const { phone } = valid(validateForm(sendCodeSchema, { phone: request.body.phone }));
        const data = await sendCodeFor(ctx, phone, 'reset', request.ip);
        return ok(data, '验证码已发送');
      });

      serve(app, accountEndpoints.resetPassword, async (request) => {
        const body = request.body;
        const password = body.password ? decrypted(ctx, body.password) : '';
        const values = valid(
          validateForm(forgotPasswordSchema, { code: body.code, phone: body.phone, password, confirmPassword: password }),
        );
        await resetPassword(ctx, { phone: values.phone, code: values.code, password: values.password });
        return ok(null, MESSAGES.resetPasswordSuccess);
      });

      /** The buyer type dictionary (key 42); open without a token. */
      serve(app, accountEndpoints.buyerTypes, async () =>
        ok<BuyerType[]>(BUYER_TYPES.map((type) => ({ code: type.code, name: type.name }))),
      );

      // ------------------------------------------------------------ token login (/elseLogin)

      serve(app, accountEndpoints.publicTokenLogin, async (request) =>
        ok(await loginWithPublicToken(ctx, request.body.token), MESSAGES.loginSuccess),
      );
    },

    buyer: (app) => {
      serve(app, accountEndpoints.userInfo, async (request) => ok(toUser(buyerOf(request))));

      serve(app, accountEndpoints.logout, async (request) => {
        const buyer = buyerOf(request);
        const now = ctx.clock.now();
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(buyerTokens)
            .set({ revokedAt: now })
            .where(and(eq(buyerTokens.id, buyer.tokenId), eq(buyerTokens.buyerId, buyer.id)));
          // The live-stock tickets go too (a page of another session still logged in asks for a new one).
          await revokeLiveTickets(tx, buyer.id, now);
        });
        return ok(null, ACCOUNT_MESSAGES.sessionEnded);
      });

      // ------------------------------------------------------------ password change (/amend)

      serve(app, accountEndpoints.sendPasswordCode, async (request) => {
        const buyer = buyerOf(request);
        const data = await sendCode(ctx, { phone: buyer.phone, purpose: 'password', ip: request.ip });
        return ok(data, '验证码已发送');
      });

      serve(app, accountEndpoints.changePassword, async (request) => {
        const buyer = buyerOf(request);
        const body = request.body;
        const password = body.password ? decrypted(ctx, body.password) : '';
        const values = valid(validateForm(accountPasswordSchema, { password, code: body.code, confirmPassword: password }));
        await changePassword(ctx, { buyerId: buyer.id, phone: buyer.phone, code: values.code, password: values.password, ip: request.ip });
        return ok(null, '密码修改成功，请重新登录');
      });

      // ------------------------------------------------------------ opening the account (/dredge)

      serve(app, accountEndpoints.openAccount, async (request) => {
        const buyer = buyerOf(request);
        const values = valid(validateForm(openAccountSchema, request.body));
        const user = await openAccount(ctx, buyer.id, {
          buyerType: values.buyerType,
          provinceId: values.addrPid,
          cityId: values.addrCid,
          districtId: values.addrZid,
          address: values.address.slice(0, TEXT_LIMITS.addressDetailMax),
        });
        return ok(user, '开通成功');
      });

      serve(app, accountEndpoints.createPublicToken, async (request) => ok(await createPublicToken(ctx, buyerOf(request).id)));
    },
  });

/** Registration codes go only to new phones, reset codes only to registered ones (every answer is counted). */
function sendCodeFor(ctx: AppContext, phone: string, purpose: 'reg' | 'reset', ip: string) {
  return sendCode(ctx, { phone, purpose, ip, registered: purpose === 'reset' });
}
