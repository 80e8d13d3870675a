/**
 * The built server as its own process, for the benchmarks that drive it from a browser (bench:frontload,
 * bench:operator): `tsx apps/server/src/main.ts` on free ports of 127.0.0.1 with a throwaway DATA_DIR, the market clock
 * pinned to a Tuesday at 11:45 in Kunming (both sessions open), stopped at the end even on error.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A Tuesday, 11:45 in Kunming: both trading sessions open, so the lists are full. */
export const BENCH_MARKET_NOW = '2026-11-17T11:45:00+08:00';

export type BuiltServer = {
  base: string;
  /** Everything the server printed so far (its start banner holds the demo operator link). */
  output: () => string;
  stop: () => Promise<void>;
  /** kill -9 of the server's process group, at once (a crash); resolves once it has exited. */
  kill: () => Promise<void>;
};

/** Builds the apps when apps/{buyer,operator}/dist is missing; otherwise measures the build as it is. */
export function ensureBuilt() {
  const built = ['buyer', 'operator'].every((app) => existsSync(path.join(ROOT, 'apps', app, 'dist', 'index.html')));
  if (built) {
    console.log('Measuring the existing build in apps/*/dist (run `npm run build` first after a change).');
    return;
  }
  console.log('No build found: running `npm run build` …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Starts `tsx apps/server/src/main.ts` in its own process group and waits until /api/health answers. */
export async function startBuiltServer(dataDir: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  const port = await freePort();
  const pgPort = await freePort();
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  // BENCH_SERVER_FLAGS: extra Node flags for the server process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(tsx, [...flags, 'apps/server/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEATHER_URL: 'off',
      MARKET_NOW: BENCH_MARKET_NOW,
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    // SIGTERM to the server: it closes HTTP and stops its embedded PostgreSQL; then the whole group, forcibly.
    child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 20_000).unref());
    if ((await Promise.race([exit, timeout])) === 'timeout') {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await exit;
    }
  };

  const kill = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exit;
  };

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  console.log(`Starting the built server on ${base} (embedded PostgreSQL on port ${pgPort}, data in ${dataDir}) …`);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped while starting:\n${output}`);
    const healthy = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    // The banner (with the operator link) is printed right after listening; wait for it too.
    if (healthy && output.includes('Press Ctrl-C')) return { base, output: () => output, stop, kill };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within 180 s:\n${output}`);
}
