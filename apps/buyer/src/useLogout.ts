import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useAuth } from './auth';
import { account } from './session';

/** 退出登录: ends the session on the server (a failure is ignored), forgets it here with every cached answer, → /login. */
export function useLogout() {
  const { forget } = useAuth();
  const [, navigate] = useLocation();
  const { mutate } = useMutation({
    mutationFn: account.logout,
    onSettled: () => {
      forget();
      navigate('/login');
    },
  });
  return () => mutate();
}
