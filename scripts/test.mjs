#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order, stopping at the first failing step:
 * setup (Chromium, CJK fonts) → typecheck → lint → unit → server integration (embedded
 * PostgreSQL) → bench:rush --quick (servers as their own processes; its checks, no timings) → stories in Chromium + visual snapshots → build the apps → Playwright journeys.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['setup', 'node', ['scripts/setup.mjs']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['server integration tests', 'npx', ['vitest', 'run', '--project', 'server']],
  ['rush bench, quick (checks only)', 'npm', ['run', 'bench:rush', '--silent', '--', '--quick']],
  ['stories and visual snapshots', 'npx', ['vitest', 'run', '--project', 'storybook', '--project', 'visual']],
  ['build apps', 'npm', ['run', 'build']],
  ['end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
const started = Date.now();
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push(`${res.status === 0 ? '✓' : '✗'} ${name} (${seconds} s)`);
  if (res.status !== 0) {
    console.error(`\n${results.join('\n')}\n\nnpm test failed at: ${name}\nsteps: ${results.length - 1} passed, 1 failed`);
    process.exit(res.status ?? 1);
  }
}
console.log(
  `\n${results.join('\n')}\n\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.\nsteps: ${results.length} passed, 0 failed`,
);
