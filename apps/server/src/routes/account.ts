import type { BuyerType } from '@huashi/api';
import { ACCOUNT_PATHS, PATHS } from '@huashi/api';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
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
} from '@huashi/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { buyerTokens } from '../db/schema';
import { badRequest, ok } from '../http/envelope';
import { buyerOf, requireBuyer } from '../plugins/auth';
import {
  changePassword,
  createPublicToken,
  login,
  loginWithPublicToken,
  openAccount,
  register,
  resetPassword,
  sendCode,
} from '../services/accounts';
import { toUser } from '../services/users';

type Body = Record<string, unknown>;

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Body) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function isTrue(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Decrypts an RSA-encrypted field; absent → `missing` message, undecryptable → the same message for every failure. */
function decrypted(ctx: AppContext, value: unknown, missing: string): string {
  if (typeof value !== 'string' || value === '') throw badRequest(missing);
  const plain = ctx.rsa.decrypt(value);
  if (plain === null) throw badRequest(ACCOUNT_MESSAGES.requestInvalid);
  return plain;
}

function valid<T>(check: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!check.ok) throw badRequest(check.message);
  return check.value;
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireBuyer(ctx);

  /** The key, and the server's time for the registration phone stamp (the buyer's PC clock may be off). */
  app.get(PATHS.publicKey, async () => ok({ publicKey: ctx.rsa.publicKeyPem, serverTime: epochSeconds(ctx.clock.now()) }));

  // ------------------------------------------------------------ login, current user, logout

  const loginHandler = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const userName = text(body.userName);
    if (!userName) throw badRequest(AUTH_MESSAGES.phoneRequired);
    if (typeof body.password !== 'string' || body.password === '') throw badRequest(AUTH_MESSAGES.passwordRequired);
    const data = await login(ctx, {
      userName,
      password: ctx.rsa.decrypt(body.password),
      remember: isTrue(body.remember),
      ip: request.ip,
    });
    return ok(data, '登录成功');
  };
  app.post(PATHS.webLogin, loginHandler);
  app.post(PATHS.userLogin, loginHandler);

  app.get(PATHS.userInfo, { preHandler: auth }, async (request) => ok(toUser(buyerOf(request))));

  app.post(PATHS.logout, { preHandler: auth }, async (request) => {
    const buyer = buyerOf(request);
    await ctx.db
      .update(buyerTokens)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(buyerTokens.id, buyer.tokenId), eq(buyerTokens.buyerId, buyer.id)));
    return ok(null, ACCOUNT_MESSAGES.sessionEnded);
  });

  // ------------------------------------------------------------ registration

  /** The phone arrives as an RSA-encrypted stamp "phone|epochSeconds" (see packages/api SendRegCodeRequest). */
  app.post(ACCOUNT_PATHS.sendRegCode, async (request) => {
    const body = bodyOf(request);
    const stamp = readPhoneStamp(decrypted(ctx, body.phone, AUTH_MESSAGES.phoneFirst), epochSeconds(ctx.clock.now()));
    if (!stamp.ok) throw badRequest(stamp.error === 'stale' ? ACCOUNT_MESSAGES.requestStale : ACCOUNT_MESSAGES.requestInvalid);
    const { phone } = valid(validateForm(sendCodeSchema, { phone: stamp.phone }));
    const data = await sendCodeFor(phone, 'reg', request.ip);
    return ok(data, '验证码已发送');
  });

  app.post(ACCOUNT_PATHS.register, async (request) => {
    const body = bodyOf(request);
    if (body.userType !== undefined && body.userType !== 'buyer') throw badRequest(ACCOUNT_MESSAGES.requestInvalid);
    const password =
      typeof body.password === 'string' && body.password !== '' ? decrypted(ctx, body.password, AUTH_MESSAGES.passwordRequired) : '';
    const values = valid(
      validateForm(registerSchema, { code: body.code, phone: body.phone, password, userName: body.userName, inviteCode: body.inviteCode }),
    );
    const data = await register(ctx, {
      phone: values.phone,
      code: values.code,
      nickName: values.userName,
      password: values.password,
      inviteCode: values.inviteCode.slice(0, 32),
      createOS: text(body.createOS).slice(0, 32),
    });
    return ok(data, '注册成功');
  });

  // ------------------------------------------------------------ forgot password

  app.post(ACCOUNT_PATHS.sendResetCode, async (request) => {
    const { phone } = valid(validateForm(sendCodeSchema, { phone: bodyOf(request).phone }));
    const data = await sendCodeFor(phone, 'reset', request.ip);
    return ok(data, '验证码已发送');
  });

  app.post(ACCOUNT_PATHS.resetPassword, async (request) => {
    const body = bodyOf(request);
    const password =
      typeof body.password === 'string' && body.password !== '' ? decrypted(ctx, body.password, AUTH_MESSAGES.newPasswordRequired) : '';
    const values = valid(validateForm(forgotPasswordSchema, { code: body.code, phone: body.phone, password, confirmPassword: password }));
    await resetPassword(ctx, { phone: values.phone, code: values.code, password: values.password });
    return ok(null, '重置密码成功，即将登录');
  });

  // ------------------------------------------------------------ password change (/amend)

  app.post(ACCOUNT_PATHS.sendPasswordCode, { preHandler: auth }, async (request) => {
    const buyer = buyerOf(request);
    const data = await sendCode(ctx, { phone: buyer.phone, purpose: 'password', ip: request.ip });
    return ok(data, '验证码已发送');
  });

  app.post(ACCOUNT_PATHS.changePassword, { preHandler: auth }, async (request) => {
    const buyer = buyerOf(request);
    const body = bodyOf(request);
    const password =
      typeof body.password === 'string' && body.password !== '' ? decrypted(ctx, body.password, AUTH_MESSAGES.newPasswordRequired) : '';
    const values = valid(validateForm(accountPasswordSchema, { password, code: body.code, confirmPassword: password }));
    await changePassword(ctx, { buyerId: buyer.id, phone: buyer.phone, code: values.code, password: values.password });
    return ok(null, '密码修改成功，请重新登录');
  });

  // ------------------------------------------------------------ opening the account (/dredge)

  /** The buyer type dictionary (key 42); open without a token. */
  app.post(ACCOUNT_PATHS.buyerTypes, async () => ok<BuyerType[]>(BUYER_TYPES.map((type) => ({ code: type.code, name: type.name }))));

  app.post(ACCOUNT_PATHS.openAccount, { preHandler: auth }, async (request) => {
    const buyer = buyerOf(request);
    const values = valid(validateForm(openAccountSchema, bodyOf(request)));
    const user = await openAccount(ctx, buyer.id, {
      buyerType: values.buyerType,
      provinceId: values.addrPid,
      cityId: values.addrCid,
      districtId: values.addrZid,
      address: values.address.slice(0, TEXT_LIMITS.addressDetailMax),
    });
    return ok(user, '开通成功');
  });

  // ------------------------------------------------------------ token login (/elseLogin)

  app.get(ACCOUNT_PATHS.createPublicToken, { preHandler: auth }, async (request) => ok(await createPublicToken(ctx, buyerOf(request).id)));

  app.post(ACCOUNT_PATHS.publicTokenLogin, async (request) => {
    const token = text(bodyOf(request).token);
    if (!token) throw badRequest(ACCOUNT_MESSAGES.publicTokenInvalid);
    return ok(await loginWithPublicToken(ctx, token), '登录成功');
  });

  /** Registration codes go only to new phones, reset codes only to registered ones (every answer is counted). */
  function sendCodeFor(phone: string, purpose: 'reg' | 'reset', ip: string) {
    return sendCode(ctx, { phone, purpose, ip, registered: purpose === 'reset' });
  }
}
