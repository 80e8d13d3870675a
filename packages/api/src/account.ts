import type { ApiClient } from './client';
import type {
  ChangePasswordBody,
  LoginBody,
  loginRefusalSchema,
  OpenAccountBody,
  publicKeySchema,
  PublicTokenLoginBody,
  publicTokenSchema,
  RegisterBody,
  ResetPasswordBody,
  sendCodeRefusalSchema,
  sendCodeResultSchema,
  SendRegCodeBody,
  SendLoginCodeBody,
  SendResetCodeBody,
  smsOutboxMessageSchema,
} from './contracts/account';
import type { z } from 'zod';
import { ApiError } from './envelope';
import { PATHS } from './endpoints';
import { devRoutes } from './routes.generated';
import type { BuyerType, LoginResult, User } from './types';

/**
 * Account paths of spec §7 (under the API base). Paths the spec leaves unnamed are ours and marked so.
 * Login, current user, logout and the public key are in PATHS (endpoints.ts).
 */
export const ACCOUNT_PATHS = {
  /** Body `{phone}`: the RSA-encrypted phone stamp, see `SendRegCodeRequest`. */
  sendRegCode: '/v1/user/send-reg-code',
  register: '/v1/web/reg',
  sendResetCode: '/v1/user/send-reset-code',
  resetPassword: '/v1/user/reset-password',
  buyerTypes: '/v1/user/get-type-list',
  openAccount: '/v1/info/active-buyer-user',
  createPublicToken: '/v1/info/create-public-token',
  /** Ours: exchanges a one-time public token (from create-public-token) for a session; used by /elseLogin. */
  publicTokenLogin: '/v1/user/public-token-login',
  /** Ours: body `{userName}`; sends the login code to the account's phone when a login asks for it (codeRequired). */
  sendLoginCode: '/v1/user/send-login-code',
  /** Ours: sends the /amend password-change code to the logged-in buyer's own phone. */
  sendPasswordCode: '/v1/info/send-password-code',
  /** Ours: /amend password change (code + RSA-encrypted new password); ends every session. */
  changePassword: '/v1/info/change-password',
  /** Ours, development and test servers only: the SMS the local provider "sent" to a phone, newest first. */
  smsOutbox: devRoutes.smsOutbox.path,
} as const;

/**
 * Login (the password RSA-encrypted): the login contract's input. `code`: the SMS code of purpose login, sent only when
 * a refusal carried `LoginRefusal` (the account had many failed logins).
 */
export type LoginRequest = LoginBody;
export type LoginRefusal = z.output<typeof loginRefusalSchema>;

/** Whether a failed login (or a wrong code) asks the form for the SMS code of purpose login. */
export function loginNeedsCode(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const data = error.data as Partial<LoginRefusal> | null;
  return typeof data === 'object' && data !== null && data.codeRequired === true;
}

/**
 * send-reg-code's phone "encrypted with a timestamp" (§7): RSA-encrypt (the password key, jsencrypt) the text
 * `phoneStamp(phone, epochSeconds)` from @huashi/domain, i.e. `"13912345678|1763351100"`. The server refuses a stamp
 * older (or newer) than 5 minutes, or one it cannot decrypt.
 */
export type SendRegCodeRequest = SendRegCodeBody;
export type SendCodeResult = z.output<typeof sendCodeResultSchema>;
export type SendCodeRefusal = z.output<typeof sendCodeRefusalSchema>;

/** Registration (§3): the password RSA-encrypted; userType is always buyer; userName is the nickname. */
export type RegisterRequest = RegisterBody;
export type ResetPasswordRequest = ResetPasswordBody;
export type ChangePasswordRequest = ChangePasswordBody;
/** /dredge: buyer type code and the region with official division codes (district optional), detail address. */
export type OpenAccountRequest = OpenAccountBody;
export type PublicToken = z.output<typeof publicTokenSchema>;
export type SmsOutboxMessage = z.output<typeof smsOutboxMessageSchema>;
export type PublicKey = z.output<typeof publicKeySchema>;

/** Account calls: public key, login, registration, codes, passwords, account opening, token login. */
export function accountApi(client: ApiClient) {
  return {
    /** The RSA public key (PEM) and the server's time in epoch seconds (for the phone stamp). */
    publicKey: () => client.get<PublicKey>(PATHS.publicKey),
    login: (body: LoginRequest) => client.post<LoginResult>(PATHS.webLogin, body),
    info: () => client.get<User>(PATHS.userInfo),
    logout: () => client.post<null>(PATHS.logout),
    sendRegCode: (body: SendRegCodeRequest) => client.post<SendCodeResult>(ACCOUNT_PATHS.sendRegCode, body),
    /** Registers and logs in: the answer carries the session token like a login. */
    register: (body: RegisterRequest) => client.post<LoginResult>(ACCOUNT_PATHS.register, body),
    sendLoginCode: (userName: string) => client.post<SendCodeResult>(ACCOUNT_PATHS.sendLoginCode, { userName } satisfies SendLoginCodeBody),
    sendResetCode: (phone: string) => client.post<SendCodeResult>(ACCOUNT_PATHS.sendResetCode, { phone } satisfies SendResetCodeBody),
    resetPassword: (body: ResetPasswordRequest) => client.post<null>(ACCOUNT_PATHS.resetPassword, body),
    sendPasswordCode: () => client.post<SendCodeResult>(ACCOUNT_PATHS.sendPasswordCode),
    changePassword: (body: ChangePasswordRequest) => client.post<null>(ACCOUNT_PATHS.changePassword, body),
    buyerTypes: () => client.post<BuyerType[]>(ACCOUNT_PATHS.buyerTypes, { key: 42 }),
    openAccount: (body: OpenAccountRequest) => client.post<User>(ACCOUNT_PATHS.openAccount, body),
    createPublicToken: () => client.get<PublicToken>(ACCOUNT_PATHS.createPublicToken),
    publicTokenLogin: (token: string) => client.post<LoginResult>(ACCOUNT_PATHS.publicTokenLogin, { token } satisfies PublicTokenLoginBody),
  };
}
