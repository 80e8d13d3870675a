/** Password hashes at the configured cost (PASSWORD_HASH_COST), checked at their own cost; production makes no cheap one. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from './password';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashes', () => {
  it('are made at 2^PASSWORD_HASH_COST and checked at the cost they were made with, whatever the setting now', async () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('PASSWORD_HASH_COST', '10');
    const cheap = await hashPassword('peony2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(dummyHash()).toMatch(/^scrypt\$1024\$8\$1\$/);
    vi.stubEnv('PASSWORD_HASH_COST', '11');
    expect(await verifyPassword('peony2026', cheap)).toBe(true);
    expect(await verifyPassword('peony2027', cheap)).toBe(false);
    expect(await verifyPassword('peony2026', dummyHash())).toBe(false);
  });

  it('are never made cheap in production, even by a command line that did not load the config', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PASSWORD_HASH_COST', '10');
    await expect(hashPassword('peony2026')).rejects.toThrow(/production refuses less than 17/);
    vi.stubEnv('PASSWORD_HASH_COST', '');
    expect(dummyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
