import { theme } from './theme';

/**
 * Media queries from the breakpoint tokens (a custom property cannot be read inside `@media`, so these hold
 * the raw width): `${media.phone} { … }` styles a component at phone widths (≤ 600 px).
 */
export const media = {
  phone: `@media (max-width: ${theme.breakpoint.phone})`,
  /** Wider than a phone: tablets and desktops. */
  wide: `@media (min-width: calc(${theme.breakpoint.phone} + 1px))`,
  /** Too narrow for a side panel beside a desk's table (1024 px and below): the panel becomes a full-width sheet. */
  sheet: `@media (max-width: ${theme.breakpoint.sheet})`,
} as const;
