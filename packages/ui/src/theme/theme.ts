import { PHONE_MAX_WIDTH_PX } from '@huashi/domain';
import { SHIPPED_FAMILY } from './fonts';

/**
 * Chinese comes from the system: Noto Sans CJK (Linux, installed by scripts/setup.mjs for the
 * tests), PingFang (macOS, iOS), Microsoft YaHei (Windows). Latin letters and figures come first
 * from the shipped Inter (./fonts), so they look the same on every system.
 */
const CJK_SYSTEM_FAMILIES = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

/**
 * The Huashi design tokens: one typed object. `GlobalStyle` writes every leaf as a CSS custom
 * property (`--hs-color-primary`, `--hs-space-4`, …) and `vars` (see ./vars) names them back for
 * components, so a component never holds a raw colour or length.
 *
 * Palette: a calm florist market — rose for action and price emphasis, leaf green as the
 * accent, quiet warm greys for structure. Every text colour (textDisabled aside, for disabled controls
 * only) reads at WCAG AA 4.5:1 on every surface and soft tint, and white reads on every fill:
 * ./contrast.test.ts checks the pairs.
 */
export const theme = {
  color: {
    primary: '#c2355a',
    primaryHover: '#ad2a4d',
    primaryActive: '#92213f',
    primarySoft: '#fcedf1',
    primaryBorder: '#f1bccb',
    onPrimary: '#ffffff',

    accent: '#34784e',
    accentHover: '#29653f',
    accentSoft: '#e8f4ec',
    onAccent: '#ffffff',

    text: '#22262b',
    textSecondary: '#5b626b',
    textMuted: '#656b74',
    textDisabled: '#b4b9bf',
    textInverse: '#ffffff',

    surface: '#ffffff',
    surfaceMuted: '#f7f7f5',
    surfaceSunken: '#efefec',
    backdrop: 'rgba(24, 26, 29, 0.48)',
    toast: 'rgba(34, 38, 43, 0.88)',
    topBar: '#f3f3f1',

    border: '#dcdfe3',
    borderStrong: '#c3c8ce',
    divider: '#ececea',

    success: '#297945',
    successSoft: '#eaf6ee',
    warning: '#975f0e',
    warningSoft: '#fdf4e4',
    danger: '#ca2f27',
    dangerHover: '#b92820',
    dangerSoft: '#fdecea',
    info: '#2c6aad',
    infoSoft: '#e9f1fb',

    price: '#ca2f27',
    member: '#8d6317',
    memberSoft: '#fbf3e2',
    badgeDot: '#d21f1a',

    focusRing: 'rgba(200, 55, 93, 0.35)',
    skeleton: '#ececea',
  },
  /** Level badges (§4): A, B and C each own a colour; D and every other grade share one. */
  grade: {
    A: { fg: '#b02a52', bg: '#fcedf1', border: '#f1bccb' },
    B: { fg: '#2b7045', bg: '#e8f4ec', border: '#bfdfca' },
    C: { fg: '#2a64a3', bg: '#e9f1fb', border: '#c1d7ef' },
    other: { fg: '#626870', bg: '#f1f2f3', border: '#d6d9dd' },
  },
  /** 4 px scale: space[n] = n × 4 px. */
  space: {
    0: '0px',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  font: {
    /**
     * `numeric` is for figures (prices, quantities, phone and order numbers); components use it
     * through `numericText`, which adds tabular figures so columns of numbers line up.
     */
    family: {
      base: `${SHIPPED_FAMILY}, ${CJK_SYSTEM_FAMILIES}`,
      numeric: `${SHIPPED_FAMILY}, ${CJK_SYSTEM_FAMILIES}`,
    },
    size: {
      xs: '12px',
      sm: '13px',
      md: '14px',
      lg: '16px',
      xl: '18px',
      xxl: '22px',
      display: '28px',
    },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.75' },
  },
  radius: { none: '0px', sm: '2px', md: '4px', lg: '8px', xl: '12px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(24, 26, 29, 0.08)',
    md: '0 4px 12px rgba(24, 26, 29, 0.12)',
    lg: '0 12px 32px rgba(24, 26, 29, 0.18)',
    focus: '0 0 0 3px rgba(200, 55, 93, 0.35)',
  },
  /** Fixed sizes of recurring parts. */
  size: {
    borderWidth: '1px',
    borderWidthStrong: '2px',
    controlSm: '28px',
    controlMd: '36px',
    controlLg: '44px',
    checkbox: '16px',
    dot: '8px',
    iconSm: '12px',
    iconMd: '16px',
    iconLg: '20px',
    spinnerSm: '14px',
    spinnerMd: '20px',
    spinnerLg: '32px',
    topBar: '36px',
    menuMinWidth: '128px',
    dialogSm: '400px',
    dialogMd: '520px',
    dialogLg: '720px',
    messageMaxWidth: '480px',
    searchWidth: '560px',
    /** The widest a page's content grows (the buyer app's frame, back-office pages). */
    contentWidth: '1200px',
    /** A single-column page: addresses, the operator's address managers. */
    narrowWidth: '720px',
    /** DataTable: default row height and the selection column's width. */
    tableRow: '44px',
    tableCheckColumn: '44px',
    /** DataTable: default height of its scrolling body. */
    tableBody: '480px',
    qr: '100px',
    illustration: '96px',
    /** The back office's left menu. */
    adminNav: '200px',
    /** A side panel (Dialog placement `side`: an order's detail beside the desk) on a wide screen. */
    sidePanel: '640px',
  },
  /** Viewport widths where layouts change: at or below `phone` the buyer app lays out for a phone (360–430 px). */
  breakpoint: {
    phone: `${PHONE_MAX_WIDTH_PX}px`,
    /** At or below it a side panel takes the whole screen (a 1024 px desk keeps no room for the table beside it). */
    sheet: '1199px',
  },
  z: { dropdown: '100', overlay: '1000', message: '1100' },
  motion: { fast: '120ms', normal: '200ms', spin: '800ms', shimmer: '1400ms' },
} as const;

export type HuashiTheme = typeof theme;
export type ColorToken = keyof HuashiTheme['color'];
export type SpaceToken = keyof HuashiTheme['space'];
export type FontSizeToken = keyof HuashiTheme['font']['size'];
export type RadiusToken = keyof HuashiTheme['radius'];
export type ShadowToken = keyof HuashiTheme['shadow'];
export type GradeToken = keyof HuashiTheme['grade'];
