import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/**
 * Storybook-only: wraps a story in the Huashi theme and global styles, with motion frozen so
 * stories render the same on every frame (component tests and screenshots rely on it).
 */
export const withHuashiTheme: Decorator = (Story) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle staticMotion />
    <Story />
  </ThemeProvider>
);
