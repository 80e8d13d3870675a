import { homeKeys } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { home } from '../../session';

/** One page of notices (/message, home's latest). §8: a failed notice call shows nothing more than an empty list. */
export function useNotices(page: number, limit: number) {
  const query = { page, limit };
  const result = useQuery({ queryKey: homeKeys.notices(query), queryFn: () => home.notices(query) });
  return {
    data: result.data ? { list: result.data.list, total: result.data.pages.total } : null,
    failed: result.isError,
  };
}
