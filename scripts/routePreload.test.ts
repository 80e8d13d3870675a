import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUYER_ROUTES } from '../apps/buyer/src/routes';
import { readFirstScreens, readRouteTable } from './routePreload';

const routesFile = path.join(import.meta.dirname, '..', 'apps', 'buyer', 'src', 'routes.tsx');

describe('the route table as the route preload reads it', () => {
  it('finds the page module of every route that has a page, and whether it is bare', () => {
    const read = readRouteTable(readFileSync(routesFile, 'utf8'), routesFile);
    const built = BUYER_ROUTES.filter((route) => route.page !== null);
    expect(read.map((route) => route.path)).toEqual(built.map((route) => route.path));
    expect(read.map((route) => route.bare)).toEqual(built.map((route) => Boolean(route.bare)));
    for (const route of read) expect(existsSync(`${route.module}.tsx`), route.module).toBe(true);
  });
});

describe("the first-screen reads' table as the route preload reads it", () => {
  const firstScreensFile = path.join(import.meta.dirname, '..', 'apps', 'buyer', 'src', 'firstRouteData.ts');

  it('finds a module that exists for routes that exist, among them the data pages of issue 28', () => {
    const screens = readFirstScreens(readFileSync(firstScreensFile, 'utf8'), firstScreensFile);
    expect([...screens.keys()]).toEqual(expect.arrayContaining(['/', '/order', '/shopdetails']));
    for (const [route, module] of screens) {
      expect(
        BUYER_ROUTES.some((r) => r.path === route && r.page !== null),
        route,
      ).toBe(true);
      expect(existsSync(`${module}.ts`), module).toBe(true);
    }
  });
});
