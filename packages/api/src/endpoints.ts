/**
 * Every path the apps call, written once. Paths are those of spec §7 (under the API base);
 * paths the spec leaves unnamed are ours and marked so.
 */
import { systemRoutes } from './routes.generated';

export const PATHS = {
  health: systemRoutes.health.path,
  /** Ours: the RSA public key (PEM) used to encrypt passwords (§9). */
  publicKey: '/v1/user/public-key',
  webLogin: '/v1/web/login',
  userLogin: '/v1/user/login',
  userInfo: '/v1/info/info',
  /** Ours: revokes the current token server-side. */
  logout: '/v1/user/logout',
} as const;
