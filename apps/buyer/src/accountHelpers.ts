/**
 * Shared by the account pages: server-key encryption, the SMS send-code countdown and send flow, and
 * the one-at-a-time form submit.
 */
import { ApiError, errorMessage, type SendCodeRefusal } from '@huashi/api';
import { phoneStamp, SMS_LIMITS, smsSecondsLeft, type RegisterValues } from '@huashi/domain';
import { useMessage } from '@huashi/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { account } from './session';

/**
 * Fetches the server's RSA key (and time) once for one action. The RSA code (jsencrypt) is its own
 * chunk, fetched alongside the key, so that no page pays for it before it encrypts something.
 */
export async function serverCipher() {
  const [{ publicKey, serverTime }, { encryptPassword }] = await Promise.all([account.publicKey(), import('./crypto')]);
  const fetchedAt = Date.now();
  return {
    encrypt: (text: string) => encryptPassword(publicKey, text),
    /** The server's clock now, in epoch seconds (the phone stamp is checked against it, not against this PC's). */
    serverSeconds: () => serverTime + Math.floor((Date.now() - fetchedAt) / 1000),
  };
}

/** Asks for a registration code: the phone goes encrypted with the server's time stamp (§7). */
export async function sendRegCode(phone: string) {
  const cipher = await serverCipher();
  await account.sendRegCode({ phone: cipher.encrypt(phoneStamp(phone, cipher.serverSeconds())) });
}

/** Registers a buyer account from the PC (password encrypted; an empty invite code is left out). */
export async function registerBuyer(values: RegisterValues) {
  const cipher = await serverCipher();
  return account.register({
    phone: values.phone,
    code: values.code,
    userName: values.userName,
    password: cipher.encrypt(values.password),
    userType: 'buyer',
    createOS: 'PC',
    inviteCode: values.inviteCode || undefined,
  });
}

/** The seconds still to wait in a refused resend (code 429 with data.secondsLeft), or 0. */
export function refusedSecondsLeft(error: unknown): number {
  if (!(error instanceof ApiError) || error.code !== 429) return 0;
  const data = error.data as Partial<SendCodeRefusal> | null | undefined;
  return typeof data?.secondsLeft === 'number' ? data.secondsLeft : 0;
}

const KEY_PREFIX = 'huashi.smsSentAt.';

/**
 * The 60 s send-code countdown of one form (purpose), kept in localStorage so a reload within the 60 s keeps
 * counting. `start(n)` starts it with n seconds left (default the full 60).
 */
export function useSmsCountdown(purpose: 'reg' | 'reset' | 'password' | 'login') {
  const key = `${KEY_PREFIX}${purpose}`;
  const [sentAt, setSentAt] = useState<number | null>(() => {
    const stored = Number(window.localStorage.getItem(key));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  });
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = sentAt === null ? 0 : smsSecondsLeft(sentAt, now);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  const start = useCallback(
    (left: number = SMS_LIMITS.resendSeconds) => {
      const at = Date.now() - (SMS_LIMITS.resendSeconds - Math.min(SMS_LIMITS.resendSeconds, left)) * 1000;
      window.localStorage.setItem(key, String(at));
      setSentAt(at);
      setNow(Date.now());
    },
    [key],
  );

  return { secondsLeft, sent: sentAt !== null, start };
}

export type SmsCountdown = ReturnType<typeof useSmsCountdown>;

/**
 * The send-code click of the SMS forms, one request at a time: on success the countdown starts and 验证码已发送 shows;
 * a refused resend restarts the countdown with the seconds the server names, and every refusal shows its message.
 * `codeProps(request, countdown)` is what an SMS form takes for its 获取验证码 (onSendCode, codeSecondsLeft, codeSending,
 * codeSent), to spread on it.
 */
export function useCodeSender() {
  const message = useMessage();
  // A ref, set before the request: clicks within one task all see the first one (React state would lag).
  const inFlight = useRef(false);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ send }: { send: () => Promise<unknown>; countdown: SmsCountdown }) => send(),
    onSuccess: (_data, { countdown }) => {
      countdown.start();
      message.success('验证码已发送');
    },
    onError: (error, { countdown }) => {
      const left = refusedSecondsLeft(error);
      if (left > 0) countdown.start(left);
      message.error(errorMessage(error, '验证码发送失败，请稍后再试'));
    },
  });
  const sendCode = async (send: () => Promise<unknown>, countdown: SmsCountdown) => {
    if (inFlight.current) return;
    inFlight.current = true;
    await mutateAsync({ send, countdown }).catch(() => undefined);
    inFlight.current = false;
  };
  const codeProps = <Args extends unknown[]>(request: (...args: Args) => Promise<unknown>, countdown: SmsCountdown) => ({
    onSendCode: (...args: Args) => sendCode(() => request(...args), countdown),
    codeSecondsLeft: countdown.secondsLeft,
    codeSending: isPending,
    codeSent: countdown.sent,
  });
  return { codeSending: isPending, sendCode, codeProps };
}

/**
 * A form's submit, one at a time: `submitting(action, fallback)` shows the server's refusal (or the fallback) in the form.
 * The guard is a ref set synchronously before the request, so several clicks within one JS task (before React
 * re-renders with `pending`) still send one request.
 */
export function useFormSubmit() {
  const [serverError, setServerError] = useState<string>();
  const inFlight = useRef(false);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ action }: { action: () => Promise<void>; fallback: string }) => action(),
    onMutate: () => setServerError(undefined),
    onError: (error, { fallback }) => setServerError(errorMessage(error, fallback)),
  });
  const submitting = async (action: () => Promise<void>, fallback: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    await mutateAsync({ action, fallback }).catch(() => undefined);
    inFlight.current = false;
  };
  return { pending: isPending, serverError, setServerError, submitting };
}
