import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buyerPwa } from '../../scripts/buyerPwa';
import { routePreload } from '../../scripts/routePreload';

/** The API server the dev server proxies to (npm run dev starts it on PORT, default 8080). */
const api = process.env.HUASHI_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig(async () => ({
  // Brotli and gzip copies of every text asset (index.html too), served as they are by the server (web.ts).
  // buyerPwa: the web app manifest, the service worker (src/sw.ts) and offline.html (installing to the home screen).
  // routePreload: routes/<route>.html, each listing its page's chunks and those of its first-screen reads
  // (firstRouteData.ts); the server sends it for that address. The Inter
  // faces are not preloaded here (the operator app does): the buyer's text is Chinese in the system font, and 75 KB of
  // Latin faces fetched first held the first page's code back on a slow phone connection (Lighthouse, issue 28).
  plugins: [
    react(),
    routePreload({
      routesFile: path.join(import.meta.dirname, 'src/routes.tsx'),
      layoutModule: path.join(import.meta.dirname, 'src/Layout.tsx'),
      firstScreensFile: path.join(import.meta.dirname, 'src/firstRouteData.ts'),
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    ...(await buyerPwa()),
  ],
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': api, '/media': api },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 350 },
}));
