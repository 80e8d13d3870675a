import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUYER_ROUTES } from '../apps/buyer/src/routes';
import { readRouteTable } from './routePreload';

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
