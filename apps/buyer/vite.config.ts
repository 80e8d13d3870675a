import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { buyerPwa } from '../../scripts/buyerPwa';
import { fontPreload } from '../../scripts/fontPreload';

/** The API server the dev server proxies to (npm run dev starts it on PORT, default 8080). */
const api = process.env.HUASHI_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig(async () => ({
  // Brotli and gzip copies of every text asset (index.html too), served as they are by the server (web.ts).
  // buyerPwa: the web app manifest, the service worker (src/sw.ts) and offline.html (installing to the home screen).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] }), fontPreload(), ...(await buyerPwa())],
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': api, '/media': api },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 350 },
}));
