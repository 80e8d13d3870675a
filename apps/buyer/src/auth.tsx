import { accountKeys, type User } from '@huashi/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { account, session } from './session';

type Auth = {
  user: User | null;
  /** Keeps a login; `remember` lets it outlive the browser session (7 days). */
  signIn: (token: string, user: User, remember?: boolean) => void;
  /** Forget the session locally (after logout or a 401). */
  forget: () => void;
};

const AuthContext = createContext<Auth | null>(null);

/** The stored session's user, read once: shared with firstRouteData.ts, which asks for it on a logged-in first load. */
export const meQuery = { queryKey: accountKeys.me(), queryFn: account.info };

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  /** The user of the stored session (null: a visitor). */
  const [stored, setStored] = useState<User | null>(() => (session.token() ? session.user() : null));
  // A stored session is checked once against the server (a revoked token answers 401: the app goes to /login).
  const me = useQuery({
    ...meQuery,
    enabled: stored !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (me.data && session.token()) session.saveUser(me.data);
  }, [me.data]);

  const signIn = useCallback(
    (token: string, next: User, remember = false) => {
      const previous = session.token() ? session.user() : null;
      session.save(token, next, remember);
      // Nothing read for someone else stays in the cache; the user just answered needs no second read.
      if (previous?.buyerId !== next.buyerId) queryClient.clear();
      queryClient.setQueryData(accountKeys.me(), next);
      setStored(next);
    },
    [queryClient],
  );
  const forget = useCallback(() => {
    session.clear();
    queryClient.clear();
    setStored(null);
  }, [queryClient]);

  const user = stored ? (me.data ?? stored) : null;
  const value = useMemo(() => ({ user, signIn, forget }), [user, signIn, forget]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
