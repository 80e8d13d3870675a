/** The price board (行情, issue 33): the buyer's /market calls and their query keys. Types from ./contracts/market. */
import type { ApiClient } from './client';
import type { MarketHistoryQuery, MarketPricesQuery } from './contracts/market';
import { call, queryKey } from './endpoint';
import { marketRoutes } from './routes.generated';

export function marketApi(client: ApiClient) {
  return {
    /** One day's board (the latest day with trades when `day` is absent). */
    prices: (input: MarketPricesQuery, signal?: AbortSignal) => call(client, marketRoutes.prices, input, { signal }),
    /** A variety's history, the same week last year and today's open lots. */
    history: (input: MarketHistoryQuery, signal?: AbortSignal) => call(client, marketRoutes.history, input, { signal }),
  };
}

export type MarketApi = ReturnType<typeof marketApi>;

export const marketKeys = {
  all: ['market'] as const,
  prices: (input: MarketPricesQuery) => queryKey(marketRoutes.prices, input),
  history: (input: MarketHistoryQuery) => queryKey(marketRoutes.history, input),
};
