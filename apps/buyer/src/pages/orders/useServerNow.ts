/** The server's clock for /order and /orderdetail: 申请售后 is offered only inside the 8-hour window by the server's now. */
import { afterSalesKeys, systemApi } from '@huashi/api';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../session';
import { useMarketNow } from '../catalog/shared';

/** The server's instant (epoch ms), run on by the browser's clock once read; undefined until the server has answered. */
export function useServerNow(): number | undefined {
  const health = useQuery({
    queryKey: afterSalesKeys.serverClock(),
    queryFn: () => systemApi(client).health(),
    staleTime: 5 * 60_000,
  });
  const serverMs = health.data ? Date.parse(health.data.time) : undefined;
  const now = useMarketNow(serverMs);
  return serverMs === undefined ? undefined : now;
}
