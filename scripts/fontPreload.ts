import type { Plugin } from 'vite';

/**
 * Vite plugin of the operator app (the buyer app no longer preloads them: see apps/buyer/vite.config.ts): preloads
 * the web fonts the build emits. The only ones are the Latin
 * Inter faces of packages/ui/src/theme/fonts.ts, which the bundled CSS names with `url(…)`;
 * without a preload the browser finds them only after it has downloaded and applied that CSS.
 * Adds one `<link rel="preload" as="font" type="font/woff2" crossorigin>` per emitted .woff2
 * to the built index.html (fonts are always fetched in CORS mode, hence `crossorigin`). The dev
 * server is left alone.
 */
export function fontPreload(): Plugin {
  let base = '/';
  return {
    name: 'huashi:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return Object.values(bundle)
          .filter((output) => output.type === 'asset' && output.fileName.endsWith('.woff2'))
          .map((output) => output.fileName)
          .sort()
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${fileName}`, crossorigin: true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
