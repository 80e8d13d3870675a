import type { User } from './types';

/** Where the apps keep the token and the current user (localStorage in the browser). */
export type SessionStore = {
  token: () => string | null;
  user: () => User | null;
  save: (token: string, user: User) => void;
  saveUser: (user: User) => void;
  clear: () => void;
};

const TOKEN_KEY = 'huashi.token';
const USER_KEY = 'huashi.user';

export function createSessionStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): SessionStore {
  return {
    token: () => storage.getItem(TOKEN_KEY),
    user: () => {
      const raw = storage.getItem(USER_KEY);
      if (!raw) return null;
      try {
        return JSON.parse(raw) as User;
      } catch {
        return null;
      }
    },
    save: (token, user) => {
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(USER_KEY, JSON.stringify(user));
    },
    saveUser: (user) => storage.setItem(USER_KEY, JSON.stringify(user)),
    clear: () => {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_KEY);
    },
  };
}

/** A session store that knows whether the login was remembered. */
export type RememberingSessionStore = SessionStore & {
  /** Saves a login; `remember` lets it outlive the browser session (remember me, 7 days on the server). */
  save: (token: string, user: User, remember?: boolean) => void;
  /** Whether the current login is a remembered one. */
  remembered: () => boolean;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const REMEMBER_KEY = 'huashi.remember';
const LIVE_KEY = 'huashi.live';

/**
 * The login lives in `storage` (e.g. localStorage, shared by every tab and window, so pages opened in a new window
 * stay logged in). A login without "remember me" also writes a marker into `browserSession` (e.g. a session cookie,
 * gone when the browser closes); a stored plain login whose marker is gone is dropped, so it ends with the browser
 * session. The server's token lifetime (1 day, or 7 days when remembered) stays the authority.
 */
export function createRememberingSessionStore(storage: StorageLike, browserSession: StorageLike): RememberingSessionStore {
  const inner = createSessionStore(storage);
  const clear = () => {
    inner.clear();
    storage.removeItem(REMEMBER_KEY);
    browserSession.removeItem(LIVE_KEY);
  };
  const alive = () => {
    if (!inner.token()) return false;
    if (storage.getItem(REMEMBER_KEY) === '1' || browserSession.getItem(LIVE_KEY) === '1') return true;
    clear();
    return false;
  };
  return {
    token: () => (alive() ? inner.token() : null),
    user: () => (alive() ? inner.user() : null),
    save: (token, user, remember = false) => {
      inner.save(token, user);
      if (remember) storage.setItem(REMEMBER_KEY, '1');
      else storage.removeItem(REMEMBER_KEY);
      browserSession.setItem(LIVE_KEY, '1');
    },
    saveUser: (user) => inner.saveUser(user),
    clear,
    remembered: () => alive() && storage.getItem(REMEMBER_KEY) === '1',
  };
}
