#!/usr/bin/env node
/**
 * `npm test`: the whole suite, stopping after the first phase with a failing step:
 * setup (Chromium, CJK fonts) → typecheck ∥ lint ∥ (unit → build the apps) → server integration (embedded
 * PostgreSQL) ∥ (bench:rush --quick → smoke:deploy) → stories in Chromium + visual snapshots → Playwright journeys.
 *
 * A phase's lanes (∥) run at the same time, the steps of a lane (→) one after another; a lane needs nothing of the
 * others (issue 28, README › What `npm test` runs). typecheck and lint are one single-threaded process each: unit
 * (Vitest) and the build take the core that lint leaves idle when it ends first. rush --quick and smoke:deploy start
 * servers of their own on free ports and assert no timing: they run beside the server tests. The build comes before
 * smoke:deploy and the journeys, which serve it. A step alone in its phase writes straight to the terminal; steps side
 * by side keep their output and print it whole as each ends.
 * `node scripts/test.mjs <part of a step's name> …` runs only the steps named.
 */
import { spawn } from 'node:child_process';

const step = (name, cmd, args) => ({ name, cmd, args });

/** Phases in order; each phase is a list of lanes, each lane a list of steps run one after another. */
const phases = [
  [[step('setup', 'node', ['scripts/setup.mjs'])]],
  [
    [step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])],
    [step('lint', 'npm', ['run', 'lint', '--silent'])],
    [step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']), step('build apps', 'npm', ['run', 'build'])],
  ],
  [
    [step('server integration tests', 'npx', ['vitest', 'run', '--project', 'server'])],
    [
      step('rush bench, quick (checks only)', 'npm', ['run', 'bench:rush', '--silent', '--', '--quick']),
      step('deployment smoke test (checks only)', 'npm', ['run', 'smoke:deploy', '--silent']),
    ],
  ],
  [[step('stories and visual snapshots', 'npx', ['vitest', 'run', '--project', 'storybook', '--project', 'visual'])]],
  [[step('end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])]],
];

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step; `keep` collects its output and prints it whole when the step ends. */
function run({ name, cmd, args }, keep) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    let output = '';
    if (keep) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      if (keep) console.log(`\n━━ ${name} ━━\n${output}`);
      resolve({ name, ok: code === 0, code: code ?? 1, seconds: seconds(t0) });
    });
  });
}

/** Runs a lane's steps one after another, stopping at the first that fails. */
async function runLane(lane, keep) {
  const done = [];
  for (const entry of lane) {
    const result = await run(entry, keep);
    done.push(result);
    if (!result.ok) break;
  }
  return done;
}

const only = process.argv.slice(2);
const wanted = (entry) => !only.length || only.some((o) => entry.name.includes(o));
const started = Date.now();
const results = [];
for (const phase of phases) {
  const lanes = phase.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const t0 = Date.now();
  const alone = lanes.length === 1 && lanes[0].length === 1;
  console.log(`\n━━ ${lanes.map((lane) => lane.map((entry) => entry.name).join(' → ')).join(' ∥ ')} ━━`);
  const done = (await Promise.all(lanes.map((lane) => runLane(lane, !alone)))).flat();
  for (const result of done) results.push(`${result.ok ? '✓' : '✗'} ${result.name} (${result.seconds} s)`);
  if (lanes.length > 1) results.push(`  (side by side: ${seconds(t0)} s)`);
  const failed = done.find((result) => !result.ok);
  if (failed) {
    const passed = results.filter((line) => line.startsWith('✓')).length;
    const failedCount = results.filter((line) => line.startsWith('✗')).length;
    console.error(`\n${results.join('\n')}\n\nnpm test failed at: ${failed.name}\nsteps: ${passed} passed, ${failedCount} failed`);
    process.exit(failed.code);
  }
}
const passed = results.filter((line) => line.startsWith('✓')).length;
console.log(
  `\n${results.join('\n')}\n\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.\nsteps: ${passed} passed, 0 failed`,
);
