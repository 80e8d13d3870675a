import type { User } from '@huashi/api';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { account, session } from './session';

type Auth = {
  user: User | null;
  /** Keeps a login; `remember` lets it outlive the browser session (7 days). */
  signIn: (token: string, user: User, remember?: boolean) => void;
  /** Forget the session locally (after logout or a 401). */
  forget: () => void;
  /** Re-read the current user from the server. */
  refresh: () => Promise<void>;
};

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => (session.token() ? session.user() : null));
  const signIn = useCallback((token: string, next: User, remember = false) => {
    session.save(token, next, remember);
    setUser(next);
  }, []);
  const forget = useCallback(() => {
    session.clear();
    setUser(null);
  }, []);
  const refresh = useCallback(async () => {
    if (!session.token()) return;
    const next = await account.info();
    session.saveUser(next);
    setUser(next);
  }, []);
  const value = useMemo(() => ({ user, signIn, forget, refresh }), [user, signIn, forget, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
