#!/usr/bin/env node
/**
 * Provisions what the test suite needs from Debian when it is missing: Chromium (the browser
 * every test tool drives; never downloaded by a test tool) and a CJK font (so Chinese renders
 * and screenshots are stable). Safe to run again: it installs only what is absent.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const need = [];
if (!existsSync(chromium)) need.push('chromium');
const fonts = (() => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' });
  } catch {
    return '';
  }
})();
if (!/Noto Sans CJK/i.test(fonts)) need.push('fonts-noto-cjk');

if (need.length === 0) {
  console.log('setup: Chromium and CJK fonts are present.');
  process.exit(0);
}
if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
  console.error(`setup: please install ${need.join(' and ')} (Debian packages chromium, fonts-noto-cjk) and run again.`);
  process.exit(1);
}
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log(`setup: installing ${need.join(', ')} from Debian …`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq --no-install-recommends ${need.join(' ')}`, { stdio: 'inherit', env });
execSync('fc-cache -f', { stdio: 'ignore' });
console.log('setup: done.');
