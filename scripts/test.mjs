#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order, stopping at the first failing step:
 * setup (Chromium, CJK fonts) → typecheck ∥ lint → unit → server integration (embedded
 * PostgreSQL) → bench:rush --quick (servers as their own processes; its checks, no timings) → stories in Chromium +
 * visual snapshots → build the apps → smoke:deploy (nginx with deploy/nginx/huashi.conf in front of two instances; its
 * checks, no timings) → Playwright journeys.
 *
 * typecheck and lint run side by side (∥): each is one single-threaded process, so on the 2-core machine the pair
 * takes about as long as the longer one. Their output is kept and printed whole, one after the other, when both end.
 * `node scripts/test.mjs <part of a step's name> …` runs only the steps named.
 */
import { spawn } from 'node:child_process';

/** Steps in order; an inner array is a group run at the same time. */
const steps = [
  ['setup', 'node', ['scripts/setup.mjs']],
  [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['lint', 'npm', ['run', 'lint', '--silent']],
  ],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['server integration tests', 'npx', ['vitest', 'run', '--project', 'server']],
  ['rush bench, quick (checks only)', 'npm', ['run', 'bench:rush', '--silent', '--', '--quick']],
  ['stories and visual snapshots', 'npx', ['vitest', 'run', '--project', 'storybook', '--project', 'visual']],
  ['build apps', 'npm', ['run', 'build']],
  ['deployment smoke test (checks only)', 'npm', ['run', 'smoke:deploy', '--silent']],
  ['end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs one step; `keep` collects its output instead of passing it through. */
function run([name, cmd, args], keep) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let output = '';
    if (keep) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => resolve({ name, ok: code === 0, code: code ?? 1, output, seconds: ((Date.now() - t0) / 1000).toFixed(1) }));
  });
}

const only = process.argv.slice(2);
const wanted = (step) => !only.length || only.some((o) => step[0].includes(o));
const started = Date.now();
const results = [];
for (const entry of steps) {
  const group = (Array.isArray(entry[0]) ? entry : [entry]).filter(wanted);
  if (group.length === 0) continue;
  let done;
  if (group.length === 1) {
    console.log(`\n━━ ${group[0][0]} ━━`);
    done = [await run(group[0], false)];
  } else {
    console.log(`\n━━ ${group.map((step) => step[0]).join(' ∥ ')} ━━`);
    done = await Promise.all(group.map((step) => run(step, true)));
    for (const step of done) console.log(`\n━━ ${step.name} ━━\n${step.output}`);
  }
  for (const step of done) results.push(`${step.ok ? '✓' : '✗'} ${step.name} (${step.seconds} s)`);
  const failed = done.find((step) => !step.ok);
  if (failed) {
    const passed = results.filter((line) => line.startsWith('✓')).length;
    console.error(
      `\n${results.join('\n')}\n\nnpm test failed at: ${failed.name}\nsteps: ${passed} passed, ${results.length - passed} failed`,
    );
    process.exit(failed.code);
  }
}
console.log(
  `\n${results.join('\n')}\n\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.\nsteps: ${results.length} passed, 0 failed`,
);
