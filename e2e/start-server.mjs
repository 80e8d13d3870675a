#!/usr/bin/env node
/**
 * Starts the real server for the Playwright run: its own port, its own embedded PostgreSQL
 * port and a throwaway data directory (never the developer's .data/), wiped first.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV } from './env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The journeys' record of the one-time code steps used (e2e/support.ts staffCode) belongs to this server's run.
const totpSteps = path.join(root, `${E2E_ENV.DATA_DIR}-totp-steps.json`);
// …and the sessions of enrolled staff it opened (e2e/support.ts staffApiToken).
const staffSessions = path.join(root, `${E2E_ENV.DATA_DIR}-staff-sessions.json`);
/**
 * Removes the run's data. PostgreSQL's WAL archiver may still be writing into backups/wal for a moment after the
 * server has exited (ENOTEMPTY was seen in CI), so Node retries; a directory left behind is harmless — the next run
 * wipes it first — and never fails the run.
 */
const wipe = () => {
  try {
    rmSync(path.join(root, E2E_ENV.DATA_DIR), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    rmSync(totpSteps, { force: true });
    rmSync(staffSessions, { force: true });
  } catch (error) {
    console.warn(`e2e: left ${E2E_ENV.DATA_DIR} behind (${error.code ?? error}); the next run wipes it`);
  }
};
wipe();
const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...E2E_ENV },
});
const forward = (signal) => () => child.kill(signal);
process.on('SIGTERM', forward('SIGTERM'));
process.on('SIGINT', forward('SIGINT'));
child.on('exit', (code) => {
  wipe();
  process.exit(code ?? 0);
});
