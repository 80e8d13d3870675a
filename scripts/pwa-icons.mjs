/**
 * Writes the buyer app's home-screen icons (apps/buyer/public/*.png) from apps/buyer/public/icon.svg, drawn
 * by Debian's Chromium (no image library needed). Run it after changing icon.svg and commit the PNGs:
 *
 *   node scripts/pwa-icons.mjs
 *
 * - icon-192.png, icon-512.png: the rounded icon on a transparent ground (manifest purpose "any");
 * - icon-maskable-512.png: full bleed (no rounded corners; the flower lies inside the 80 % safe circle), for
 *   launchers that cut their own shape (manifest purpose "maskable");
 * - apple-touch-icon.png (180 px): full bleed, since iOS rounds the corners itself and fills transparency black.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'buyer', 'public');
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');
const fullBleed = svg.replace(/<rect ([^>]*?)rx="\d+"/, '<rect $1rx="0"');
if (fullBleed === svg) throw new Error('icon.svg: expected a <rect … rx="…"> ground to square off for the full-bleed icons');

const outputs = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, source: fullBleed },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { file, size, source } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: true });
    await page.close();
    console.log(`wrote apps/buyer/public/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
