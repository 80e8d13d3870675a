import type { ApiClient } from './client';
import type {
  ChangePasswordBody,
  LoginBody,
  loginRefusalSchema,
  OpenAccountBody,
  publicKeySchema,
  publicTokenSchema,
  RegisterBody,
  ResetPasswordBody,
  sendCodeRefusalSchema,
  sendCodeResultSchema,
  SendRegCodeBody,
  smsOutboxMessageSchema,
} from './contracts/account';
import type { z } from 'zod';
import { ApiError } from './envelope';
import { call } from './endpoint';
import { accountRoutes } from './routes.generated';

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
    publicKey: () => call(client, accountRoutes.publicKey),
    login: (body: LoginRequest) => call(client, accountRoutes.login, body),
    info: () => call(client, accountRoutes.userInfo),
    logout: () => call(client, accountRoutes.logout, {}),
    sendRegCode: (body: SendRegCodeRequest) => call(client, accountRoutes.sendRegCode, body),
    /** Registers and logs in: the answer carries the session token like a login. */
    register: (body: RegisterRequest) => call(client, accountRoutes.register, body),
    sendLoginCode: (userName: string) => call(client, accountRoutes.sendLoginCode, { userName }),
    sendResetCode: (phone: string) => call(client, accountRoutes.sendResetCode, { phone }),
    resetPassword: (body: ResetPasswordRequest) => call(client, accountRoutes.resetPassword, body),
    sendPasswordCode: () => call(client, accountRoutes.sendPasswordCode, {}),
    changePassword: (body: ChangePasswordRequest) => call(client, accountRoutes.changePassword, body),
    buyerTypes: () => call(client, accountRoutes.buyerTypes, { key: 42 }),
    openAccount: (body: OpenAccountRequest) => call(client, accountRoutes.openAccount, body),
    createPublicToken: () => call(client, accountRoutes.createPublicToken),
    publicTokenLogin: (token: string) => call(client, accountRoutes.publicTokenLogin, { token }),
  };
}
