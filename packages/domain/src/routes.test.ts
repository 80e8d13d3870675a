import { describe, expect, it } from 'vitest';
import { afterLoginPath, guardRedirect, loginHref, routePageFile, showsBackButton } from './routes';
import { readQuery, readQueryJson, withQuery } from './query';

describe('route guard (§2)', () => {
  it('leaves the open routes open with or without a token', () => {
    for (const path of ['/elseLogin', '/cpsix', '/cpsixNew', '/goodTp', '/upNew']) {
      expect(guardRedirect(path, false)).toBeNull();
      expect(guardRedirect(path, true)).toBeNull();
    }
  });
  it('sends a logged-in user from /login to home', () => {
    expect(guardRedirect('/login', true)).toBe('/');
    expect(guardRedirect('/login', false)).toBeNull();
  });
  it('sends a visitor without a token to /login, naming the page (path and query) to come back to', () => {
    expect(guardRedirect('/', false)).toBe('/login');
    expect(guardRedirect('/order', false)).toBe('/login?from=%2Forder');
    expect(guardRedirect('/order', false, '?orderVal=%7B%22index%22%3A3%7D')).toBe(
      `/login?from=${encodeURIComponent('/order?orderVal=%7B%22index%22%3A3%7D')}`,
    );
    expect(guardRedirect('/order', true)).toBeNull();
  });
  it('sends a logged-in user from /login back to the page named in from (this app only), else home', () => {
    expect(guardRedirect('/login', true, '?from=%2Fmoney%3Fkey%3D4')).toBe('/money?key=4');
    expect(guardRedirect('/login', true, '?from=%2F%2Fevil.example%2Fx')).toBe('/');
  });
});

describe('coming back after logging in (issue 26)', () => {
  it('round-trips a page of the app through /login', () => {
    for (const page of ['/order', '/money?key=4', '/aftersale?idCode=7&listd=%7B%7D', '/shopdetails?flwCode=C3061#rows']) {
      const login = loginHref(page);
      expect(login.startsWith('/login?from=')).toBe(true);
      expect(afterLoginPath(login.slice('/login'.length))).toBe(page);
    }
  });
  it('needs no from for home or /login itself', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/login?key=2')).toBe('/login');
    expect(afterLoginPath('?from=%2Flogin%3Fkey%3D1')).toBe('/');
    expect(afterLoginPath('')).toBe('/');
  });
  it('never leaves the app (no open redirect)', () => {
    for (const from of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'order', '/a\nb']) {
      expect(afterLoginPath(`?${new URLSearchParams({ from })}`)).toBe('/');
      expect(loginHref(from)).toBe('/login');
    }
  });
});

describe('back button', () => {
  it('hides the back button on index, shopdetails, shopcars, pay and order', () => {
    expect(showsBackButton('/')).toBe(false);
    expect(showsBackButton('/pay')).toBe(false);
    expect(showsBackButton('/address')).toBe(true);
  });
  it('shows it on the supplier rows opened in the same tab (a phone): the way back to the list', () => {
    expect(showsBackButton('/shopdetails')).toBe(false);
    expect(showsBackButton('/shopdetails', true)).toBe(true);
  });
});

describe('query-string JSON', () => {
  it('round-trips JSON values', () => {
    const url = withQuery('/order', { orderVal: { code: 1, index: 1 } });
    expect(readQueryJson(url.slice(url.indexOf('?')), 'orderVal')).toEqual({ code: 1, index: 1 });
  });
  it('answers null for absent or malformed values instead of throwing', () => {
    expect(readQueryJson('?orderVal={bad', 'orderVal')).toBeNull();
    expect(readQueryJson('', 'orderVal')).toBeNull();
    expect(readQuery('?codeId=', 'codeId')).toBeNull();
    expect(readQuery('?codeId=12', 'codeId')).toBe('12');
  });
  it('skips undefined values and keeps plain ones', () => {
    expect(withQuery('/login', { key: 2, from: undefined })).toBe('/login?key=2');
    expect(withQuery('/', {})).toBe('/');
  });
});

describe('routePageFile', () => {
  it('names the built page of a route', () => {
    expect(routePageFile('/')).toBe('routes/home.html');
    expect(routePageFile('/order')).toBe('routes/order.html');
    expect(routePageFile('/money/result')).toBe('routes/money__result.html');
    expect(routePageFile('/order/')).toBe('routes/order.html');
  });
  it('gives no page for an address that cannot be a route', () => {
    for (const bad of ['/..', '/../etc/passwd', '//evil', '/a b', '/%2e%2e', 'order', '/order?x=1', '/a\\b'])
      expect(routePageFile(bad), bad).toBeNull();
  });
});
