/**
 * Storage in session cookies (no expiry: the browser drops them when it closes) and the remembered phone.
 * The session cookie only marks "this browser session is alive" for a login without remember me; the token itself
 * stays in localStorage (see createRememberingSessionStore). The password is never stored anywhere.
 */
import { rememberedPhone, rememberPhone } from '@huashi/domain';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function sessionCookieStorage(doc: Document = document): StorageLike {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return {
    getItem(key) {
      const prefix = `${encodeURIComponent(key)}=`;
      const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return entry === undefined ? null : decodeURIComponent(entry.slice(prefix.length));
    },
    setItem(key, value) {
      doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secure}`;
    },
    removeItem(key) {
      doc.cookie = `${encodeURIComponent(key)}=; path=/; max-age=0; SameSite=Lax${secure}`;
    },
  };
}

const PHONE_KEY = 'huashi.rememberedPhone';

/** "Remember me" keeps the phone (or account number) 7 days in localStorage as {phone, expiresAt}. */
export const rememberedLogin = {
  read(): string {
    try {
      return rememberedPhone(JSON.parse(window.localStorage.getItem(PHONE_KEY) ?? 'null'), Date.now());
    } catch {
      return '';
    }
  },
  save(phone: string) {
    window.localStorage.setItem(PHONE_KEY, JSON.stringify(rememberPhone(phone, Date.now())));
  },
  forget() {
    window.localStorage.removeItem(PHONE_KEY);
  },
};
