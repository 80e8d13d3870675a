/**
 * The account endpoints (§7 login, user info, logout, registration, codes, passwords, /dredge, token login). The form fields are the domain's
 * form schemas' (registerSchema, forgotPasswordSchema, …): the contract passes them through (`formValue`) so the
 * route answers the spec's messages in the spec's order; passwords arrive RSA-encrypted and are decrypted by the route.
 */
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@huashi/domain';
import { z } from 'zod';
import { endpoint, endpoints } from '../endpoint';
import { answers, entity, epochSeconds, isoTime, whole } from './answers';
import { body, flag, formValue, nothing, refuse, regionFields, text } from './fields';

/** Text trimmed (a number becomes its digits); empty → the refusal `msg`. */
const required = (msg: string) => text(10_000).transform((value, ctx) => value || refuse(ctx, value, msg));

/** A non-empty string (an RSA-encrypted value) or the refusal `msg`. */
const cipher = (msg: string) =>
  z.custom<string>(() => true).transform((value, ctx) => (typeof value === 'string' && value !== '' ? value : refuse(ctx, value, msg)));

/** An RSA-encrypted password that may be missing: '' when absent (the form schema then says what is missing). */
const optionalCipher = z
  .custom<string>(() => true)
  .optional()
  .transform((value) => (typeof value === 'string' ? value : ''));

// ---------------------------------------------------------------- answers

export const userSchema = entity({
  nickName: z.string(),
  buyerId: whole,
  userName: z.string(),
  contactPhone: z.string(),
  /** 1 registered, 2 opened. */
  status: whole,
  memberLevel: whole,
  /** e.g. 9.5 (pays 95%); 10 means no discount. */
  memberDiscount: z.number(),
});

export const loginResultSchema = entity({ hxmToken: z.string(), user: userSchema });
/** A login refused until the SMS code of purpose login comes with it (the account had many failed logins). */
export const loginRefusalSchema = entity({ codeRequired: z.literal(true) });

/** An entry of the buyer type dictionary (key 42 of get-type-list), e.g. {code: '1', name: '花店'}. */
export const buyerTypeSchema = entity({ code: z.string(), name: z.string() });

/** The RSA public key (PEM) and the server's time in epoch seconds (for the phone stamp). */
export const publicKeySchema = entity({ publicKey: z.string(), serverTime: epochSeconds });

/** An answer to a send-code call: when the button may send again, and how long the code lives. */
export const sendCodeResultSchema = entity({ resendSeconds: whole, expiresInSeconds: whole });
/** A refused resend (code 429) carries the seconds still to wait in `data`. */
export const sendCodeRefusalSchema = entity({ secondsLeft: whole });

export const publicTokenSchema = entity({ token: z.string(), expiresInSeconds: whole });

/** Development and test servers only: one SMS the local provider "sent" (sentAt ISO 8601). */
export const smsOutboxMessageSchema = entity({
  phone: z.string(),
  purpose: z.string(),
  code: z.string(),
  text: z.string(),
  sentAt: isoTime,
});

const loginBody = body({
  userName: required(AUTH_MESSAGES.phoneRequired),
  password: cipher(AUTH_MESSAGES.passwordRequired),
  loginOS: formValue<string>(),
  remember: flag(),
  /** The SMS code (purpose login), when a refusal asked for it; '' otherwise. */
  code: text(16),
});

export const accountEndpoints = endpoints('account', {
  /** Ours: the RSA public key (PEM) used to encrypt passwords (§9), and the server's time for the phone stamp. */
  publicKey: endpoint('GET', '/v1/user/public-key', 'public', { querystring: nothing, response: answers(publicKeySchema) }),
  /** The buyer site's login; `userLogin` is the same login under §7's other path. */
  login: endpoint('POST', '/v1/web/login', 'public', { body: loginBody, response: answers(loginResultSchema) }),
  userLogin: endpoint('POST', '/v1/user/login', 'public', { body: loginBody, response: answers(loginResultSchema) }),
  /** Ours: body `{userName}`; sends the login code to the account's phone when a login asks for it (codeRequired). */
  sendLoginCode: endpoint('POST', '/v1/user/send-login-code', 'public', {
    body: body({ userName: required(AUTH_MESSAGES.phoneRequired) }),
    response: answers(sendCodeResultSchema),
  }),
  /** The phone as an RSA-encrypted stamp "phone|epochSeconds" (see SendRegCodeRequest). */
  sendRegCode: endpoint('POST', '/v1/user/send-reg-code', 'public', {
    body: body({ phone: cipher(AUTH_MESSAGES.phoneFirst) }),
    response: answers(sendCodeResultSchema),
  }),
  register: endpoint('POST', '/v1/web/reg', 'public', {
    body: body({
      /** Always buyer: anything else is refused. */
      userType: z
        .custom<'buyer'>(() => true)
        .optional()
        .transform((value, ctx) =>
          value === undefined || value === 'buyer' ? 'buyer' : refuse(ctx, value, ACCOUNT_MESSAGES.requestInvalid),
        ),
      password: optionalCipher,
      code: formValue<string>(),
      phone: formValue<string>(),
      /** The nickname. */
      userName: formValue<string>(),
      inviteCode: formValue<string>(),
      createOS: text(32),
    }),
    response: answers(loginResultSchema),
  }),
  sendResetCode: endpoint('POST', '/v1/user/send-reset-code', 'public', {
    body: body({ phone: formValue<string>() }),
    response: answers(sendCodeResultSchema),
  }),
  resetPassword: endpoint('POST', '/v1/user/reset-password', 'public', {
    body: body({ password: optionalCipher, code: formValue<string>(), phone: formValue<string>() }),
    response: answers(z.null()),
  }),
  /** The buyer type dictionary (key 42); open without a token. */
  buyerTypes: endpoint('POST', '/v1/user/get-type-list', 'public', {
    body: body({ key: formValue<number>() }),
    response: answers(z.array(buyerTypeSchema)),
  }),
  /** Ours: exchanges a one-time public token (from createPublicToken) for a session; used by /elseLogin. */
  publicTokenLogin: endpoint('POST', '/v1/user/public-token-login', 'public', {
    body: body({ token: required(ACCOUNT_MESSAGES.publicTokenInvalid) }),
    response: answers(loginResultSchema),
  }),
  userInfo: endpoint('GET', '/v1/info/info', 'buyer', { querystring: nothing, response: answers(userSchema) }),
  /** Ours: revokes the current token server-side. */
  logout: endpoint('POST', '/v1/user/logout', 'buyer', { body: nothing, response: answers(z.null()) }),
  /** Ours: sends the /amend password-change code to the logged-in buyer's own phone. */
  sendPasswordCode: endpoint('POST', '/v1/info/send-password-code', 'buyer', { body: nothing, response: answers(sendCodeResultSchema) }),
  /** Ours: /amend password change (code + RSA-encrypted new password); ends every session. */
  changePassword: endpoint('POST', '/v1/info/change-password', 'buyer', {
    body: body({ password: optionalCipher, code: formValue<string>() }),
    response: answers(z.null()),
  }),
  /** /dredge: buyer type code and the region with official division codes (district optional), detail address. */
  openAccount: endpoint('POST', '/v1/info/active-buyer-user', 'buyer', {
    body: body({ buyerType: formValue<string>(), ...regionFields(), address: formValue<string>() }),
    response: answers(userSchema),
  }),
  createPublicToken: endpoint('GET', '/v1/info/create-public-token', 'buyer', {
    querystring: nothing,
    response: answers(publicTokenSchema),
  }),
});

export type LoginBody = z.input<typeof accountEndpoints.login.schema.body>;
export type SendRegCodeBody = z.input<typeof accountEndpoints.sendRegCode.schema.body>;
export type RegisterBody = z.input<typeof accountEndpoints.register.schema.body>;
export type ResetPasswordBody = z.input<typeof accountEndpoints.resetPassword.schema.body>;
export type ChangePasswordBody = z.input<typeof accountEndpoints.changePassword.schema.body>;
export type OpenAccountBody = z.input<typeof accountEndpoints.openAccount.schema.body>;
