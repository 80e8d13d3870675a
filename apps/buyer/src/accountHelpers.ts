/** Shared by the account pages: server-key encryption, readable errors and the SMS send-code countdown. */
import { ApiError, type SendCodeRefusal } from '@huashi/api';
import { SMS_LIMITS, smsSecondsLeft } from '@huashi/domain';
import { useCallback, useEffect, useState } from 'react';
import { encryptPassword } from './crypto';
import { account } from './session';

/** Fetches the server's RSA key (and time) once for one action. */
export async function serverCipher() {
  const { publicKey, serverTime } = await account.publicKey();
  const fetchedAt = Date.now();
  return {
    encrypt: (text: string) => encryptPassword(publicKey, text),
    /** The server's clock now, in epoch seconds (the phone stamp is checked against it, not against this PC's). */
    serverSeconds: () => serverTime + Math.floor((Date.now() - fetchedAt) / 1000),
  };
}

/** The message to show for a failed call. */
export function errorText(error: unknown, fallback = '操作失败，请稍后再试'): string {
  if (error instanceof ApiError) return error.msg || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
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
export function useSmsCountdown(purpose: 'reg' | 'reset' | 'password') {
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
