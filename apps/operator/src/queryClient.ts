/** The operator app's query cache: reads retry once only when no answer came; a refused sign is an answer. */
import { isRetryableError } from '@huashi/api';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failureCount, error) => failureCount < 1 && isRetryableError(error), staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
