/**
 * How the buyer app is added to a phone's home screen (issue 26: 下载APP offers installing the app, never the
 * registration page). The app is a PWA: there is no package to download.
 */
export const INSTALL_WAYS = {
  /** The browser offers its own install prompt (Chrome, Edge, Samsung Internet on Android; desktop Chrome). */
  prompt: '添加到主屏幕',
  /** iPhone / iPad Safari: no prompt; two steps by hand (分享 → 添加到主屏幕). */
  ios: '在 Safari 中添加到主屏幕',
  /** Another browser without a prompt: its menu's 添加到主屏幕 / 安装应用. */
  menu: '从浏览器菜单添加到主屏幕',
  /** Already opened from the home screen. */
  installed: '已添加到主屏幕',
} as const;
export type InstallWay = keyof typeof INSTALL_WAYS;

/** The two steps on an iPhone (Safari shows no install prompt). */
export const IOS_INSTALL_STEPS = ['点击 Safari 底部（iPad 为顶部）的“分享”按钮', '在列表中选择“添加到主屏幕”，再点“添加”'] as const;

/** The step in a browser that offers no prompt and is not Safari on iOS. */
export const MENU_INSTALL_STEP = '打开浏览器菜单（⋮ 或 ≡），选择“添加到主屏幕”或“安装应用”';

export type InstallContext = {
  /** The browser has given a `beforeinstallprompt` that is still unused. */
  hasPrompt: boolean;
  /** The page runs as the installed app (`display-mode: standalone`, or iOS `navigator.standalone`). */
  standalone: boolean;
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS Safari reports a Mac user agent with touch. */
  maxTouchPoints: number;
};

/** iPhone, iPod or iPad (also iPadOS, which calls itself a Mac but has a touch screen). */
export function isIos(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Which way this browser adds the app: installed already, its own prompt, the iPhone's two steps, or its menu. */
export function installWay({ hasPrompt, standalone, userAgent, maxTouchPoints }: InstallContext): InstallWay {
  if (standalone) return 'installed';
  if (hasPrompt) return 'prompt';
  if (isIos(userAgent, maxTouchPoints)) return 'ios';
  return 'menu';
}
