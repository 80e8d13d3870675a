import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { fontPreload } from '../../scripts/fontPreload';

/** The API server the dev server proxies to (npm run dev starts it on PORT, default 8080). */
const api = process.env.HUASHI_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * theme.color.primary of packages/ui/src/theme/theme.ts (the config cannot import the theme: it pulls in the
 * font CSS). e2e/tests/pwa.spec.ts checks that the manifest's and the page's theme colour equal the token.
 */
const THEME_COLOR = '#c8375d';

/**
 * Installing to the home screen: the web app manifest and the service worker (src/sw.ts, built into sw.js with the
 * precache list injected). main.tsx registers the worker in production builds; nothing runs in the dev server.
 */
const pwa = (): PluginOption[] => [
  {
    // The browser bar's colour in the page, the same as the manifest's.
    name: 'huashi:theme-color',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' }],
  },
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
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
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    injectManifest: {
      // The shell: HTML, JS, CSS, the woff2 fonts (every browser with service workers reads woff2) and the icons.
      // Never the .br/.gz copies (the browser gets those by content negotiation) and never an API answer.
      globPatterns: ['**/*.{html,js,css,woff2,png,svg,webmanifest}'],
      globIgnores: ['**/*.map'],
    },
  }),
];

export default defineConfig(() => ({
  // Brotli and gzip copies of every text asset (index.html too), served as they are by the server (web.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] }), fontPreload(), pwa()],
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': api, '/media': api },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 350 },
}));
