/** /afterlist's 售后热线 (issue 26): the market's hotline as the server is configured (MARKET_HOTLINE); '' until it answers. */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth';
import { customerServiceQuery } from '../home/useContact';

export function useMarketHotline(): string {
  const { user } = useAuth();
  const customer = useQuery(customerServiceQuery(user?.buyerId ?? 0));
  return customer.data?.hotline ?? '';
}
