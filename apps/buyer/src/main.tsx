import { GlobalStyle, MessageProvider, theme } from '@huashi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { createQueryClient } from './queryClient';

const queryClient = createQueryClient();

// Pages are chunks fetched on demand: after a new release an open tab may ask for one that is gone.
// Load the new release then, once per address (a second failure is a real error and shows as one).
window.addEventListener('vite:preloadError', (event) => {
  const key = 'huashi.chunkReload';
  if (window.sessionStorage.getItem(key) === window.location.href) return;
  window.sessionStorage.setItem(key, window.location.href);
  event.preventDefault();
  window.location.reload();
});

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
