/**
 * The system fonts the stories and screenshots render with, checked by scripts/setup.mjs.
 *
 * The theme's font stacks (packages/ui/src/theme/theme.ts) start with the shipped web font
 * Inter, which has only Latin letters and figures. On the Debian test machine every other
 * character (Chinese) falls to "Noto Sans CJK SC", and a character neither has would fall to
 * the generic `sans-serif`. For each of them, at each weight the theme uses, `fc-match` must
 * name the file the committed screenshots were made with; `pkg` is the Debian package that
 * holds it.
 *
 * Only upright styles are checked: no screen sets italic text in the generic family (the one
 * italic, a notice's 斜体, is Chinese, and Noto Sans CJK has no italic, so Chromium slants it
 * itself). fonts-dejavu-extra (DejaVu Sans Oblique), which some images bring with Java, is
 * therefore never reached, and a machine without it renders the same screenshots.
 */
export const SYSTEM_FONTS = [
  {
    family: 'Noto Sans CJK SC',
    pkg: 'fonts-noto-cjk',
    files: { 400: 'NotoSansCJK-Regular.ttc', 500: 'NotoSansCJK-Regular.ttc', 700: 'NotoSansCJK-Bold.ttc' },
  },
  {
    family: 'sans-serif',
    pkg: 'fonts-dejavu-core',
    files: { 400: 'DejaVuSans.ttf', 500: 'DejaVuSans.ttf', 700: 'DejaVuSans-Bold.ttf' },
  },
];

/**
 * Families the stacks name for buyers on other systems (Google's Noto Sans SC, macOS and iOS,
 * Windows). Not installed on the test machine; they sit after "Noto Sans CJK SC", which has
 * every character the stories use, so the screenshots never reach them.
 */
export const OTHER_SYSTEM_FAMILIES = ['Noto Sans SC', 'PingFang SC', 'Microsoft YaHei'];

/** CSS font weights → fontconfig's names for them. */
export const FONTCONFIG_WEIGHTS = { 400: 'regular', 500: 'medium', 700: 'bold' };
