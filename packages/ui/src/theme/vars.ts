import { theme } from './theme';

/** A token tree whose leaves are `var(--hs-…)` references instead of raw values. */
export type VarTree<T> = {
  readonly [K in keyof T]: T[K] extends string | number ? string : VarTree<T[K]>;
};

const PREFIX = 'hs';

function kebab(segment: string): string {
  return segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** `['color', 'primaryHover']` → `--hs-color-primary-hover`. */
export function varName(path: readonly string[]): string {
  return `--${[PREFIX, ...path.map(kebab)].join('-')}`;
}

type Leaf = { readonly path: readonly string[]; readonly value: string };

function leaves(node: object, path: readonly string[] = []): Leaf[] {
  return Object.entries(node).flatMap(([key, value]): Leaf[] =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, [...path, key])
      : [{ path: [...path, key], value: String(value) }],
  );
}

function buildVars(node: object, path: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null ? buildVars(value as object, [...path, key]) : `var(${varName([...path, key])})`,
    ]),
  );
}

/**
 * The typed helper components read tokens through: `vars.color.primary` is
 * `'var(--hs-color-primary)'`, `vars.space[4]` is `'var(--hs-space-4)'`.
 */
export const vars = buildVars(theme) as VarTree<typeof theme>;

/** Every token as a `--hs-…: value;` declaration, for `:root` in `GlobalStyle`. */
export const cssVariableDeclarations: string = leaves(theme)
  .map(({ path, value }) => `${varName(path)}: ${value};`)
  .join('\n');
