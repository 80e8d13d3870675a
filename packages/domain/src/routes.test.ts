import { describe, expect, it } from 'vitest';
import { guardRedirect, showsBackButton } from './routes';
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
  it('sends a visitor without a token to /login', () => {
    expect(guardRedirect('/', false)).toBe('/login');
    expect(guardRedirect('/order', false)).toBe('/login');
    expect(guardRedirect('/order', true)).toBeNull();
  });
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
