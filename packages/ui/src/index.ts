// The public API of @huashi/ui. Each layer has its own barrel (a new component touches its area's index, not this
// file): primitives (controls, feedback, layout, data), market (the buyer app's components by area), operator (the
// allocation tool), backOffice (the market staff's desks) and supplierView (a supplier's own phone page). Each is
// also a subpath export (@huashi/ui/primitives …).
export { theme, vars, varName, media, GlobalStyle, AppRoot } from './theme';
// The library's two flex layouts, for an app's own page blocks (the same rules its components use).
export { column, wrappingRow } from './internal/flex';
export type {
  HuashiTheme,
  ColorToken,
  SpaceToken,
  FontSizeToken,
  RadiusToken,
  ShadowToken,
  GradeToken,
  VarTree,
  GlobalStyleProps,
} from './theme';
export * from './primitives';
export * from './market';
export * from './operator';
export * from './backOffice';
export * from './supplierView';
