import type { FormEvent, ReactNode } from 'react';
import { Button } from '../primitives/Button';
import type { FieldValues } from 'react-hook-form';
import { SmsCodeButton } from '../market/account/SmsCodeButton';
import { StyledAccountForm, StyledFormLinks, StyledServerError } from './formStyles';
import { phoneForCode } from './smsPhone';
import { FormInput, type FormInputProps } from './FormField';

/**
 * Shared by the account forms (login, register, forgot password, password change, open account): the form shell that
 * refuses a second submit while one is under way, the server-error line with the submit button, the footer link and
 * the phone / SMS-code / password field rows. Not exported from the package.
 */

type AccountFormProps = {
  /** The form's accessible name (登录, 注册, …). */
  label: string;
  pending: boolean;
  /** Usually `handleSubmit(onSubmit)` of the form's hook. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
};

export function AccountForm({ label, pending, onSubmit, children }: AccountFormProps) {
  return (
    <StyledAccountForm
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        void onSubmit(event);
      }}
    >
      {children}
    </StyledAccountForm>
  );
}

/** The server's refusal (above the button) and the full-width submit button. */
export function FormSubmit({ serverError, pending, children }: { serverError?: string; pending: boolean; children: ReactNode }) {
  return (
    <>
      {serverError ? <StyledServerError role="alert">{serverError}</StyledServerError> : null}
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        {children}
      </Button>
    </>
  );
}

/** The link under the submit button (去登录 / 立即注册), right-aligned; nothing without a handler. */
export function FormFooterLink({ onClick, children }: { onClick?: () => void; children: ReactNode }) {
  if (!onClick) return null;
  return (
    <StyledFormLinks>
      <span />
      <Button type="button" variant="link" onClick={onClick}>
        {children}
      </Button>
    </StyledFormLinks>
  );
}

/** 手机号 for an SMS form (the number a code is sent to). */
export function PhoneInput<T extends FieldValues, C, X>(props: FormInputProps<T, C, X>) {
  return <FormInput label="手机号" placeholder="请输入手机号" autoComplete="tel" inputMode="tel" {...props} />;
}

/** The send-code countdown of an SMS form. */
export type SmsCodeState = {
  /** Seconds until another code may be sent (0 = ready). */
  codeSecondsLeft: number;
  codeSending?: boolean;
  codeSent?: boolean;
};

/** The state every SMS-code form takes: the send-code countdown and the submit under way. */
export type SmsFormStateProps = SmsCodeState & {
  /** A request is under way: the button shows progress and refuses a second submit. */
  pending?: boolean;
  serverError?: string;
};

/** A form that sends a code to the phone typed in it (注册, 忘记密码): its checked values and the phone handed on. */
export type PhoneCodeFormProps<V> = SmsFormStateProps & {
  onSubmit: (values: V) => void | Promise<void>;
  /** Called with a checked phone when the buyer asks for a code. */
  onSendCode: (phone: string) => void;
  defaultPhone?: string;
  /** 去登录 under the button. */
  onLogin?: () => void;
};

export type SmsCodeInputProps<T extends FieldValues, C, X> = FormInputProps<T, C, X> & SmsCodeState & { onSendCode: () => void };

/** 验证码 with the send-code button as its suffix. */
export function SmsCodeInput<T extends FieldValues, C, X>({
  codeSecondsLeft,
  codeSending = false,
  codeSent = false,
  onSendCode,
  ...props
}: SmsCodeInputProps<T, C, X>) {
  return (
    <FormInput
      label="验证码"
      placeholder="请输入验证码"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      suffix={<SmsCodeButton secondsLeft={codeSecondsLeft} sending={codeSending} sent={codeSent} onSend={onSendCode} />}
      {...props}
    />
  );
}

/** The password a person has (login, 原密码): hidden, the browser's saved one offered. */
export function CurrentPasswordInput<T extends FieldValues, C, X>(props: FormInputProps<T, C, X>) {
  return <FormInput type="password" autoComplete="current-password" {...props} />;
}

/** A new password (label and placeholder name the rule). */
export function NewPasswordInput<T extends FieldValues, C, X>(props: FormInputProps<T, C, X>) {
  return <FormInput type="password" autoComplete="new-password" {...props} />;
}

/** 确认密码 of the new password. */
export function ConfirmPasswordInput<T extends FieldValues, C, X>(props: FormInputProps<T, C, X>) {
  return <NewPasswordInput label="确认密码" placeholder="请再次输入新密码" {...props} />;
}

/** The slice of a react-hook-form form with a `phone` field that the send-code click needs. */
type PhoneField = {
  getValues: (name: 'phone') => string;
  setError: (name: 'phone', error: { type: string; message: string }) => void;
  clearErrors: (name: 'phone') => void;
};

/**
 * The send-code click of a form with a phone field: shows 请先输入手机号 / 请输入正确手机号 on the phone field, or
 * clears it and hands the checked phone on.
 */
export function sendCodeHandler(form: PhoneField, onSendCode: (phone: string) => void): () => void {
  return () => {
    const check = phoneForCode(form.getValues('phone'));
    if (!check.ok) {
      form.setError('phone', { type: 'sendCode', message: check.message });
      return;
    }
    form.clearErrors('phone');
    onSendCode(check.phone);
  };
}
