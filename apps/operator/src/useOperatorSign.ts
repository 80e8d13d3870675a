import { ApiError } from '@huashi/api';
import { readQuery } from '@huashi/domain';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { operatorApi, type OperatorPermission } from './session';

export type SignState =
  | { status: 'missing' }
  | { status: 'checking' }
  | { status: 'invalid'; message: string }
  | { status: 'valid'; sign: string; permission: OperatorPermission };

/** Reads ?sign and checks it with the server. */
export function useOperatorSign(): SignState {
  const search = useSearch();
  const sign = readQuery(`?${search}`, 'sign');
  const [state, setState] = useState<SignState>(sign ? { status: 'checking' } : { status: 'missing' });
  useEffect(() => {
    if (!sign) {
      setState({ status: 'missing' });
      return;
    }
    let live = true;
    setState({ status: 'checking' });
    operatorApi
      .permission(sign)
      .then((permission) => live && setState({ status: 'valid', sign, permission }))
      .catch(
        (error: unknown) =>
          live && setState({ status: 'invalid', message: error instanceof ApiError ? error.msg : '网络错误，请稍后再试' }),
      );
    return () => {
      live = false;
    };
  }, [sign]);
  return state;
}
