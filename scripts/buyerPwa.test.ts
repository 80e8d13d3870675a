import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { theme } from '../packages/ui/src/theme/theme';
import { fillTokens, loadTheme } from './buyerPwa';

const OFFLINE_TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'buyer', 'src', 'offline.html');

describe('buyer PWA build', () => {
  it('reads the design tokens from theme.ts as they are', async () => {
    expect(await loadTheme()).toEqual(JSON.parse(JSON.stringify(theme)));
  });

  it('fills {{token.path}} with the token and refuses a path that names none', () => {
    expect(fillTokens('a { color: {{color.primary}}; padding: {{ space.4 }} }', theme)).toBe(
      `a { color: ${theme.color.primary}; padding: ${theme.space[4]} }`,
    );
    expect(() => fillTokens('{{color.nope}}', theme)).toThrow(/no design token color\.nope/);
    expect(() => fillTokens('{{color}}', theme)).toThrow(/no design token color/);
  });

  it('writes an offline page whose every placeholder is a token and that says there is no network', () => {
    const page = fillTokens(readFileSync(OFFLINE_TEMPLATE, 'utf8'), theme);
    expect(page).not.toMatch(/\{\{|\}\}/);
    expect(page).toContain(`background: ${theme.color.primary}`);
    expect(page).toContain('<h1>没有网络</h1>');
  });
});
