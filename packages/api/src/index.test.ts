import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as api from './index';
import * as contracts from './contracts/index';

const root = import.meta.dirname;

/** Source modules of a folder (no tests, not the barrel itself). */
const modules = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();

const starred = (file: string, pattern: RegExp) => [...readFileSync(join(root, file), 'utf8').matchAll(pattern)].map((m) => m[1]).sort();

/** The contracts' builders and the development endpoints: under '@huashi/api/contracts' only. */
const CONTRACTS_ONLY = ['answers', 'dev', 'fields'];

describe('package root', () => {
  it('re-exports every client module whole, and the types of every contract module but the builders and dev', () => {
    expect(starred('index.ts', /^export \* from '\.\/([^/']+)';$/gm)).toEqual(modules('.'));
    expect(starred('index.ts', /^export type \* from '\.\/contracts\/(.+)';$/gm)).toEqual(
      modules('contracts').filter((m) => !CONTRACTS_ONLY.includes(m)),
    );
  });

  it('gives every runtime export of every client module under its own name (no two modules export one name)', async () => {
    for (const file of modules('.')) {
      const mod: Record<string, unknown> = await import(`./${file}.ts`);
      for (const name of Object.keys(mod)) expect((api as Record<string, unknown>)[name], `${file} → ${name}`).toBe(mod[name]);
    }
  });
});

describe('contracts entry', () => {
  it('re-exports every contract module whole, each runtime export under its own name', async () => {
    expect(starred('contracts/index.ts', /^export \* from '\.\/(.+)';$/gm)).toEqual(modules('contracts'));
    for (const file of modules('contracts')) {
      const mod: Record<string, unknown> = await import(`./contracts/${file}.ts`);
      for (const name of Object.keys(mod)) expect((contracts as Record<string, unknown>)[name], `${file} → ${name}`).toBe(mod[name]);
    }
  });
});
