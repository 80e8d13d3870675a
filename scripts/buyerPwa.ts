/**
 * The buyer app's home-screen install (issue 14), as Vite plugins for apps/buyer/vite.config.ts:
 *
 * - the web app manifest (vite-plugin-pwa): name, icons of apps/buyer/public (scripts/pwa-icons.mjs), standalone,
 *   start_url and scope '/', and theme.color.primary of the design tokens as its theme colour (also the page's
 *   `<meta name="theme-color">`);
 * - the service worker apps/buyer/src/sw.ts, built into dist/sw.js with the precache list of the shell injected
 *   (HTML, JS, CSS, the woff2 fonts, icons; never an API answer);
 * - dist/offline.html, written from apps/buyer/src/offline.html with each `{{token.path}}` replaced by its token.
 *
 * The tokens are read from packages/ui/src/theme/theme.ts itself (through Vite's module runner, with its font CSS
 * left out), so the manifest, the meta tag and the offline page follow every change of the palette.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const THEME_FILE = path.join(ROOT, 'packages', 'ui', 'src', 'theme', 'theme.ts');
const OFFLINE_TEMPLATE = path.join(ROOT, 'apps', 'buyer', 'src', 'offline.html');

/** A tree of design tokens (theme.ts's `theme`). */
export type TokenTree = { [key: string]: string | number | TokenTree };

/** Loads `theme` from theme.ts; its font CSS imports become empty modules (only the values are wanted). */
export async function loadTheme(): Promise<TokenTree & { color: { primary: string } }> {
  const noCss: Plugin = {
    name: 'huashi:theme-without-css',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? '\0huashi-no-css' : null),
    load: (id) => (id === '\0huashi-no-css' ? 'export {};' : null),
  };
  const { module } = await runnerImport<{ theme: TokenTree & { color: { primary: string } } }>(THEME_FILE, {
    configFile: false,
    logLevel: 'silent',
    plugins: [noCss],
  });
  return module.theme;
}

/** Replaces every `{{a.b.c}}` of a template with the token at that path; a path that names no token is an error. */
export function fillTokens(template: string, tokens: TokenTree): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, tokenPath: string) => {
    const value = tokenPath
      .split('.')
      .reduce<TokenTree | string | number | undefined>(
        (node, key) => (node !== undefined && typeof node === 'object' ? node[key] : undefined),
        tokens,
      );
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`offline.html: no design token ${tokenPath}`);
    return String(value);
  });
}

/** The PWA plugins of the buyer app. */
export async function buyerPwa(): Promise<PluginOption[]> {
  const theme = await loadTheme();
  const themeColor = theme.color.primary;
  return [
    {
      // The browser bar's colour in the page, the same as the manifest's.
      name: 'huashi:theme-color',
      transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: themeColor }, injectTo: 'head' }],
    },
    {
      name: 'huashi:offline-page',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'offline.html', source: fillTokens(readFileSync(OFFLINE_TEMPLATE, 'utf8'), theme) });
      },
    },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // main.tsx registers the worker, in production builds only.
      injectRegister: false,
      manifest: {
        id: '/',
        name: '花市 · 昆明鲜切花批发',
        short_name: '花市',
        description: '昆明斗南鲜切花批发：11:30 限时直供与全天专区，手机上下单。',
        lang: 'zh-CN',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: themeColor,
        background_color: String((theme.color as TokenTree).surface),
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        // The shell: HTML (index.html, offline.html), JS, CSS, the woff2 fonts (every browser with service workers
        // reads woff2), the icons and the manifest. Never the .br/.gz copies (content negotiation gives the
        // browser those) and never an API answer. Not the routes' own pages (routes/*.html, scripts/routePreload.ts):
        // offline every navigation is index.html, and their preload lists only speed up a first load over the network.
        globPatterns: ['**/*.{html,js,css,woff2,png,svg,webmanifest}'],
        globIgnores: ['**/*.map', 'routes/**'],
      },
    }),
  ];
}
