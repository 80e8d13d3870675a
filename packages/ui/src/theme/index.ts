export { theme } from './theme';
export type { HuashiTheme, ColorToken, SpaceToken, FontSizeToken, RadiusToken, ShadowToken, GradeToken } from './theme';
export { vars, varName } from './vars';
export { media } from './media';
export type { VarTree } from './vars';
export { GlobalStyle } from './GlobalStyle';
export type { GlobalStyleProps } from './GlobalStyle';
export { AppRoot } from './AppRoot';
