import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ROUTES_FILE, routesSource } from './apiRoutes';

describe('packages/api/src/routes.generated.ts', () => {
  it('is what `npm run api:routes` writes from the endpoints (run it after changing one)', async () => {
    expect(await readFile(ROUTES_FILE, 'utf8')).toBe(await routesSource());
  });
});
