import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

const root = import.meta.dirname;

/** Source modules of the package (no tests, no internal helpers). */
function modules(dir = root, prefix = ''): string[] {
  return readdirSync(join(dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'internal' ? [] : modules(join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'index.ts' ? [`${prefix}${entry.name}`] : [];
  });
}

describe('package root', () => {
  it("re-exports every module whole, except the schemas' builders", () => {
    const index = readFileSync(join(root, 'index.ts'), 'utf8');
    const starred = [...index.matchAll(/^export \* from '\.\/(.+)';$/gm)].map((m) => `${m[1]}.ts`);
    expect(starred.sort()).toEqual(
      modules()
        .filter((file) => file !== 'schemas/fields.ts')
        .sort(),
    );
  });

  it('gives every runtime export of every module under its own name (no two modules export one name)', async () => {
    for (const file of modules()) {
      if (file === 'schemas/fields.ts') continue; // builders used by the schemas only
      const mod: Record<string, unknown> = await import(`./${file.replace(/\.ts$/, '')}`);
      for (const name of Object.keys(mod)) expect(domain[name as keyof typeof domain], `${file} → ${name}`).toBe(mod[name]);
    }
  });
});

describe('purity', () => {
  it('no module reads the clock or Math.random', () => {
    for (const file of [...modules(), 'internal/numbers.ts']) {
      const source = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(source, file).not.toMatch(/Date\.now\(|new Date\(\)|Math\.random\(|process\.env|globalThis|window\.|localStorage/);
    }
  });
});
