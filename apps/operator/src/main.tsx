import { AppRoot, reloadOnceOnStaleChunk } from '@huashi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createQueryClient } from './queryClient';

const queryClient = createQueryClient();

reloadOnceOnStaleChunk();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </AppRoot>
  </StrictMode>,
);
