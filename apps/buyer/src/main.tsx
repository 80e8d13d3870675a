import { GlobalStyle, MessageProvider, theme } from '@huashi/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <MessageProvider>
        <App />
      </MessageProvider>
    </ThemeProvider>
  </StrictMode>,
);
