import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MessageProvider } from '../primitives/MessageProvider';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/**
 * An app's outermost wrapper, the same for the buyer app and the staff/operator app: the Huashi theme, the global
 * styles and the host of the transient messages (useMessage). Each app puts its own data layer (the query client)
 * inside — the component library does no fetching. Stories use withHuashiTheme instead (motion frozen).
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <MessageProvider>{children}</MessageProvider>
    </ThemeProvider>
  );
}
