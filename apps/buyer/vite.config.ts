import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server proxies to (npm run dev starts it on PORT, default 8080). */
const api = process.env.HUASHI_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig(() => ({
  plugins: [react()],
  base: '/',
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': api, '/media': api },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 700 },
}));
