/**
 * The Latin face Huashi ships: Inter, self-hosted from `@fontsource/inter` (bundled by Vite into
 * /assets, preloaded by scripts/vite-font-preload.ts). Only the Latin subset and the three
 * weights of `theme.font.weight` (400, 500, 700); fontsource declares `font-display: swap`, so
 * text shows at once in the fallback and never flashes invisible. Chinese stays on the system's
 * CJK fonts (Noto Sans CJK / PingFang / YaHei): no CJK web font is shipped.
 *
 * Imported by GlobalStyle, so every app and story that renders it loads the same faces.
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-700.css';

/** The shipped family, first in both font stacks of the theme. */
export const SHIPPED_FAMILY = 'Inter';
