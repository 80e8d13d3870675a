/** The back office's staff calls (ours, beyond the spec), under the API base: the endpoints of ./contracts/staff. */
import type { ApiClient } from './client';
import { call, type InputOf } from './endpoint';
import { staffRoutes } from './routes.generated';

/** Staff calls; the client carries the staff token (a buyer's token is refused). */
export function staffApi(client: ApiClient) {
  return {
    login: (body: InputOf<typeof staffRoutes.login>) => call(client, staffRoutes.login, body),
    /** The code step of a login, with the half session's token: `{ code }` or `{ recoveryCode }`. */
    loginCode: (body: InputOf<typeof staffRoutes.loginCode>) => call(client, staffRoutes.loginCode, body),
    twoFactorSetup: () => call(client, staffRoutes.twoFactorSetup),
    twoFactorConfirm: (body: InputOf<typeof staffRoutes.twoFactorConfirm>) => call(client, staffRoutes.twoFactorConfirm, body),
    logout: () => call(client, staffRoutes.logout),
    me: () => call(client, staffRoutes.me),
    changePassword: (body: InputOf<typeof staffRoutes.changePassword>) => call(client, staffRoutes.changePassword, body),
    list: () => call(client, staffRoutes.list),
    create: (body: InputOf<typeof staffRoutes.create>) => call(client, staffRoutes.create, body),
    setDisabled: (body: InputOf<typeof staffRoutes.setDisabled>) => call(client, staffRoutes.setDisabled, body),
    resetPassword: (body: InputOf<typeof staffRoutes.resetPassword>) => call(client, staffRoutes.resetPassword, body),
    resetTwoFactor: (body: InputOf<typeof staffRoutes.resetTwoFactor>) => call(client, staffRoutes.resetTwoFactor, body),
    audit: (filters: InputOf<typeof staffRoutes.audit> = {}) => call(client, staffRoutes.audit, filters),
    signs: () => call(client, staffRoutes.signs),
    issueSign: (body: InputOf<typeof staffRoutes.issueSign>) => call(client, staffRoutes.issueSign, body),
    revokeSign: (body: InputOf<typeof staffRoutes.revokeSign>) => call(client, staffRoutes.revokeSign, body),
  };
}
export type StaffApi = ReturnType<typeof staffApi>;
