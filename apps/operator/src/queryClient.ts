/** The operator app's query cache: reads retry once only when no answer came; a refused sign is an answer. */
import { retryRead } from '@huashi/api';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryRead, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
