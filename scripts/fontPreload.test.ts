import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontPreload } from './fontPreload';

type Hook = (html: string, ctx: IndexHtmlTransformContext) => unknown;

function transform(base: string, fileNames: string[], bundled = true): unknown {
  const plugin = fontPreload();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'base'>) => void)({ base });
  const bundle = Object.fromEntries(
    fileNames.map((fileName) => [fileName, { type: fileName.endsWith('.js') ? 'chunk' : 'asset', fileName }]),
  );
  const hook = plugin.transformIndexHtml as { handler: Hook };
  return hook.handler('', { path: '/index.html', filename: 'index.html', ...(bundled ? { bundle } : {}) } as IndexHtmlTransformContext);
}

describe('font preload plugin', () => {
  it('preloads every woff2 of the bundle under the app base, nothing else', () => {
    const tags = transform('/op/', [
      'assets/index-a1.js',
      'assets/inter-latin-700-normal-c3.woff2',
      'assets/inter-latin-400-normal-b2.woff',
      'assets/inter-latin-400-normal-b2.woff2',
    ]);
    expect(tags).toEqual(
      ['/op/assets/inter-latin-400-normal-b2.woff2', '/op/assets/inter-latin-700-normal-c3.woff2'].map((href) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: true },
        injectTo: 'head',
      })),
    );
  });

  it('adds nothing outside a build', () => {
    expect(transform('/', ['assets/inter-latin-400-normal-b2.woff2'], false)).toEqual([]);
  });
});
