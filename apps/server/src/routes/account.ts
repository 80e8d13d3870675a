import type { LoginResult } from '@huashi/api';
import { PATHS } from '@huashi/api';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DUMMY_HASH, verifyPassword } from '../auth/password';
import { newToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { buyers, buyerTokens } from '../db/schema';
import { badRequest, ok } from '../http/envelope';
import { buyerOf, requireBuyer } from '../plugins/auth';
import { toUser } from '../services/users';

const HOUR = 3600_000;
/** Remember me keeps the session 7 days (§9); otherwise a working day. */
const REMEMBER_TTL = 7 * 24 * HOUR;
const SESSION_TTL = 24 * HOUR;
const LOGIN_FAILED = '账号或密码错误';

type LoginBody = { userName?: unknown; password?: unknown; loginOS?: unknown; remember?: unknown };

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireBuyer(ctx);

  app.get(PATHS.publicKey, async () => ok({ publicKey: ctx.rsa.publicKeyPem }));

  const login = async (request: { body: unknown }) => {
    const body = (request.body ?? {}) as LoginBody;
    const userName = typeof body.userName === 'string' ? body.userName.trim() : '';
    if (!userName) throw badRequest('请输入手机号');
    if (typeof body.password !== 'string' || body.password === '') throw badRequest('请输入密码');
    const password = ctx.rsa.decrypt(body.password);
    const [buyer] = await ctx.db
      .select()
      .from(buyers)
      .where(or(eq(buyers.phone, userName), eq(buyers.accountNo, userName)))
      .limit(1);
    // Unknown user and wrong password cost the same and answer the same.
    const valid = await verifyPassword(password ?? '', buyer?.passwordHash ?? DUMMY_HASH);
    if (!buyer || password === null || !valid) throw badRequest(LOGIN_FAILED);
    const { token, hash } = newToken();
    const ttl = body.remember === true || body.remember === 1 || body.remember === '1' ? REMEMBER_TTL : SESSION_TTL;
    await ctx.db.insert(buyerTokens).values({
      buyerId: buyer.id,
      tokenHash: hash,
      kind: 'session',
      expiresAt: new Date(ctx.clock.now().getTime() + ttl),
    });
    const data: LoginResult = { hxmToken: token, user: toUser(buyer) };
    return ok(data, '登录成功');
  };
  app.post(PATHS.webLogin, login);
  app.post(PATHS.userLogin, login);

  app.get(PATHS.userInfo, { preHandler: auth }, async (request) => ok(toUser(buyerOf(request))));

  app.post(PATHS.logout, { preHandler: auth }, async (request) => {
    const buyer = buyerOf(request);
    await ctx.db
      .update(buyerTokens)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(buyerTokens.id, buyer.tokenId), eq(buyerTokens.buyerId, buyer.id)));
    return ok(null, '已退出登录');
  });
}
