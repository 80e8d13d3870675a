import { createGlobalStyle, css } from 'styled-components';
import { cssVariableDeclarations, vars } from './vars';

export type GlobalStyleProps = {
  /**
   * Freeze every animation and transition (and hide the text caret) so a render is the same on
   * every frame. Storybook turns it on for deterministic stories and screenshots.
   */
  staticMotion?: boolean;
};

const noMotion = css`
  *,
  *::before,
  *::after {
    animation: none !important;
    transition: none !important;
  }
`;

/** Deterministic frames for stories and screenshots: no motion and no blinking caret. */
const frozenFrame = css`
  ${noMotion}
  *,
  *::before,
  *::after {
    caret-color: transparent !important;
  }
`;

/** Writes the theme as CSS variables on `:root` plus a small base (box sizing, CJK font, colours). */
export const GlobalStyle = createGlobalStyle<GlobalStyleProps>`
  :root {
    ${cssVariableDeclarations}
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body {
    margin: ${vars.space[0]};
    font-family: ${vars.font.family.base};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    color: ${vars.color.text};
    background: ${vars.color.surface};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  @media (prefers-reduced-motion: reduce) {
    ${noMotion}
  }

  ${(p) => (p.staticMotion ? frozenFrame : '')}
`;
