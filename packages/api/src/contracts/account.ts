/**
 * Request contracts of the account calls (PATHS login/info/logout, ACCOUNT_PATHS). The form fields are the domain's
 * form schemas' (registerSchema, forgotPasswordSchema, …): the contract passes them through (`formValue`) so the
 * route answers the spec's messages in the spec's order; passwords arrive RSA-encrypted and are decrypted by the route.
 */
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@huashi/domain';
import { z } from 'zod';
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

export const accountContracts = {
  publicKey: { querystring: nothing },
  login: {
    body: body({
      userName: required(AUTH_MESSAGES.phoneRequired),
      password: cipher(AUTH_MESSAGES.passwordRequired),
      loginOS: formValue<string>(),
      remember: flag(),
    }),
  },
  userInfo: { querystring: nothing },
  logout: { body: nothing },
  /** The phone as an RSA-encrypted stamp "phone|epochSeconds" (see SendRegCodeRequest). */
  sendRegCode: { body: body({ phone: cipher(AUTH_MESSAGES.phoneFirst) }) },
  register: {
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
  },
  sendResetCode: { body: body({ phone: formValue<string>() }) },
  resetPassword: { body: body({ password: optionalCipher, code: formValue<string>(), phone: formValue<string>() }) },
  sendPasswordCode: { body: nothing },
  changePassword: { body: body({ password: optionalCipher, code: formValue<string>() }) },
  /** The buyer type dictionary (key 42). */
  buyerTypes: { body: body({ key: formValue<number>() }) },
  openAccount: {
    body: body({
      buyerType: formValue<string>(),
      ...regionFields(),
      address: formValue<string>(),
    }),
  },
  createPublicToken: { querystring: nothing },
  publicTokenLogin: { body: body({ token: required(ACCOUNT_MESSAGES.publicTokenInvalid) }) },
} as const;

export type LoginBody = z.input<typeof accountContracts.login.body>;
export type SendRegCodeBody = z.input<typeof accountContracts.sendRegCode.body>;
export type RegisterBody = z.input<typeof accountContracts.register.body>;
export type SendResetCodeBody = z.input<typeof accountContracts.sendResetCode.body>;
export type ResetPasswordBody = z.input<typeof accountContracts.resetPassword.body>;
export type ChangePasswordBody = z.input<typeof accountContracts.changePassword.body>;
export type OpenAccountBody = z.input<typeof accountContracts.openAccount.body>;
export type PublicTokenLoginBody = z.input<typeof accountContracts.publicTokenLogin.body>;
