#!/usr/bin/env node
/**
 * Provisions what the test suite needs from Debian when it is missing: Chromium (the browser
 * every test tool drives; never downloaded by a test tool), nginx and openssl (`npm run smoke:deploy` runs the shipped
 * nginx site in front of two instances with a throwaway certificate, as its own nginx process: it needs no nginx
 * service, and on a machine where packages start their services Debian's default site then listens on port 80) and
 * the system fonts the screenshots
 * are made with (scripts/systemFonts.mjs: Noto Sans CJK for Chinese, DejaVu Sans as
 * `sans-serif`; Latin letters and figures use the Inter the apps ship, so no system font).
 * Every family is checked with `fc-match`, at each weight the theme uses, against the file the
 * baselines expect: a missing package is installed, a different font winning the match stops
 * the run with one sentence saying which. Safe to run again: it installs only what is absent
 * and prints one line when all is well.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FONTCONFIG_WEIGHTS, SYSTEM_FONTS } from './systemFonts.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/** Every family × weight whose `fc-match` is not the expected file, with what it resolved to. */
function fontMismatches() {
  const installed = new Set((run('fc-list', ['--format', '%{file}\n']) ?? '').split('\n').map((file) => path.basename(file)));
  return SYSTEM_FONTS.flatMap(({ family, pkg, files }) =>
    Object.entries(files).flatMap(([weight, expected]) => {
      const resolved = (run('fc-match', ['--format', '%{file}', `${family}:weight=${FONTCONFIG_WEIGHTS[weight]}`]) ?? '').trim();
      return path.basename(resolved) === expected ? [] : [{ family, weight, pkg, expected, resolved, installed: installed.has(expected) }];
    }),
  );
}

const hasFontconfig = run('fc-match', ['--version']) !== null;
const need = new Set();
if (!existsSync(chromium)) need.add('chromium');
if (!existsSync('/usr/sbin/nginx')) need.add('nginx');
if (run('openssl', ['version']) === null) need.add('openssl');
if (hasFontconfig) {
  for (const m of fontMismatches()) if (!m.installed) need.add(m.pkg);
} else {
  need.add('fontconfig');
  for (const { pkg } of SYSTEM_FONTS) need.add(pkg);
}

if (need.size > 0) {
  const list = [...need];
  if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
    console.error(`setup: please install the Debian packages ${list.join(', ')} and run again.`);
    process.exit(1);
  }
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`setup: installing ${list.join(', ')} from Debian …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq --no-install-recommends ${list.join(' ')}`, { stdio: 'inherit', env });
  execSync('fc-cache -f', { stdio: 'ignore' });
}

const [wrong] = fontMismatches();
if (wrong) {
  const why = wrong.installed
    ? 'another font takes its place (see fc-match -s), so screenshots would not match their baselines'
    : `${wrong.expected} (Debian ${wrong.pkg}) is not installed or not known to fontconfig`;
  console.error(
    `setup: the font family "${wrong.family}" at weight ${wrong.weight} resolves to ${wrong.resolved || 'nothing'}, not ${wrong.expected}: ${why}.`,
  );
  process.exit(1);
}
console.log(need.size > 0 ? 'setup: done.' : 'setup: Chromium, nginx, openssl and the test fonts are present.');
