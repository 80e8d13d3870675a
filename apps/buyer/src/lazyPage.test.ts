import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Hello({ name }: { name: string }) {
  return createElement('p', null, `你好 ${name}`);
}

const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('span', null, '加载中') }, element));

describe('lazyPage', () => {
  it('shows the loading state while its code is not here, and renders at once after preload', async () => {
    let fetches = 0;
    const Page = lazyPage(async () => {
      fetches += 1;
      return { Hello };
    }, 'Hello');
    expect(inSuspense(createElement(Page, { name: '花店' }))).toContain('加载中');
    await Page.preload();
    expect(inSuspense(createElement(Page, { name: '花店' }))).toContain('你好 花店');
    await Page.preload();
    expect(fetches).toBe(1);
  });

  it('fetches again after a failed fetch', async () => {
    let fail = true;
    const Page = lazyPage(async () => {
      if (fail) throw new Error('网络错误');
      return { Hello };
    }, 'Hello');
    await expect(Page.preload()).rejects.toThrow('网络错误');
    fail = false;
    await Page.preload();
    expect(inSuspense(createElement(Page, { name: 'A' }))).toContain('你好 A');
  });
});
