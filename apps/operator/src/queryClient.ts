/** The operator app's query cache: reads retry once only when no answer came; a refused sign is an answer. */
import { retryRead } from '@huashi/api';
import { notifyManager, QueryClient } from '@tanstack/react-query';

// An answer is handed to the page in a microtask, not a later setTimeout task: the goods list's rows are rendered in
// the task its answer arrived in, not after a frame or other tasks that may come first (issue 18's keystroke → paint).
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryRead, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
