import { GlobalStyle, MessageProvider, reloadOnceOnStaleChunk, theme } from '@huashi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { createQueryClient } from './queryClient';

const queryClient = createQueryClient();

reloadOnceOnStaleChunk();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <MessageProvider>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </MessageProvider>
    </ThemeProvider>
  </StrictMode>,
);
