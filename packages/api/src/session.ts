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
