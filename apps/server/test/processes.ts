/**
 * Real processes for the crash and restart tests: the server started as `npm start` starts it (node + tsx on
 * src/main.ts) with its own throwaway DATA_DIR, free ports on 127.0.0.1, and its embedded PostgreSQL — or, given
 * DATABASE_URL, a database of the test run's PostgreSQL that several instances share.
 * Everything started here is stopped by `cleanup()`, also when a test fails.
 */
import { accountApi, cartApi, createApiClient, DO_WAY_NOW_PAY } from '@huashi/api';
import { createPurchaseSign, parseSignKey } from '@huashi/domain';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rsaEncrypt } from '../src/auth/rsa';
import { DEMO_BUYER } from '../src/seed';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** A Tuesday at 11:45 in Kunming: both trading sessions are open. */
export const MARKET_NOW = '2026-11-17T11:45:00+08:00';

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A free port below the ephemeral range (32768+), so that no listener on port 0 and no outgoing
 * connection elsewhere on the machine can take it between now and the moment PostgreSQL binds it.
 */
export async function freePgPort(): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canBind(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A zombie (exited, not yet collected by its parent) is not alive.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; await sleep(100)) if (await check()) return;
  if (!(await check())) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
}

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  /** The API base, known once the server printed where it listens (it listens on PORT=0: a port of its own). */
  base: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
};

export type Sandbox = {
  dataDir: string;
  pgPort: number;
  /** The postmaster named by <DATA_DIR>/pg/postmaster.pid, when that file exists. */
  postmasterPid: () => number | undefined;
  /** Spawns the server and resolves once it listens and /api/health answers; rejects with its output if it ends first. */
  start: (env?: Record<string, string>, timeoutMs?: number) => Promise<ServerProcess>;
  /** Spawns the server without waiting for anything. */
  spawnServer: (env?: Record<string, string>) => ServerProcess;
  /** Runs one of the server's command line tools (src/cli/<script>.ts, as `npm run <script>` does) on this DATA_DIR. */
  cli: (script: string, args?: string[]) => Promise<{ code: number | string; output: string }>;
  /** Stops every server started here (SIGTERM, then SIGKILL), any postmaster left on the data dir, and removes it. */
  cleanup: () => Promise<void>;
};

/**
 * Spawns `node --import tsx <file>` from the root, collecting all it prints. A variable set to undefined is not passed:
 * callers give `DATABASE_URL: undefined` before their own settings, so the child never inherits this process's database.
 */
function spawnTsx(file: string, args: string[], env: Record<string, string | undefined>) {
  const childEnv = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return { child, output: () => output, exited };
}

/**
 * The demo buyer logged in on a server process as the app does (the password RSA-encrypted with the server's key),
 * with a `buy` that places one paid order of one bundle with a fresh purchase sign on the server's clock.
 */
export async function demoBuyerSession(base: string, fetchImpl?: typeof fetch) {
  let token = '';
  const client = createApiClient({ baseURL: base, getToken: () => token, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const account = accountApi(client);
  const cart = cartApi(client);
  const { publicKey } = await account.publicKey();
  token = (await account.login({ userName: DEMO_BUYER.phone, password: rsaEncrypt(publicKey, DEMO_BUYER.password), loginOS: 'PC' }))
    .hxmToken;
  const { key: rawKey, serverTime } = await cart.signKey();
  const key = parseSignKey(rawKey)!;
  const offset = serverTime - Date.now();
  const buy = async (lotId: number): Promise<string> => {
    const sign = createPurchaseSign({ key, now: new Date(Date.now() + offset), random: Math.random });
    const { data } = await cart.submit({ doWay: DO_WAY_NOW_PAY, products: [{ huaId: lotId, qty: 1 }], couponCode: '', sign });
    return data.orderNo;
  };
  return { client, account, cart, buy };
}

export async function sandbox(): Promise<Sandbox> {
  const dir = mkdtempSync(path.join(tmpdir(), 'huashi-crash-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter the directory.
  chmodSync(dir, 0o755);
  const pgPort = await freePgPort();
  const started: ServerProcess[] = [];
  const pidFile = path.join(dir, 'pg', 'postmaster.pid');

  const postmasterPid = () => {
    if (!existsSync(pidFile)) return undefined;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  };

  const spawnServer = (extra: Record<string, string> = {}): ServerProcess => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATABASE_URL: undefined,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dir,
      MARKET_NOW,
      WEATHER_URL: 'off',
      WEB_DIR: path.join(dir, 'no-web'),
      ...extra,
    };
    const { child, output, exited } = spawnTsx('apps/server/src/main.ts', [], env);
    const server: ServerProcess = { child, pid: child.pid!, base: '', output, exited };
    started.push(server);
    return server;
  };

  const start = async (extra: Record<string, string> = {}, timeoutMs = 60_000): Promise<ServerProcess> => {
    const server = spawnServer(extra);
    let ended: number | string | undefined;
    void server.exited.then((code) => (ended = code));
    for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(150)) {
      if (ended !== undefined) throw new Error(`the server ended (${ended}) before listening:\n${server.output()}`);
      // main.ts prints where it listens once it does (its own port: never another program's server).
      const listening = /is running at http:\/\/localhost:(\d+)\//.exec(server.output());
      if (!listening) continue;
      server.base = `http://127.0.0.1:${listening[1]}/api`;
      const res = await fetch(`${server.base}/health`);
      if (res.status !== 200) throw new Error(`the server's health answered ${res.status} right after start:\n${server.output()}`);
      return server;
    }
    throw new Error(`the server did not listen within ${timeoutMs / 1000} s:\n${server.output()}`);
  };

  const cleanup = async () => {
    for (const server of started) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
      server.child.kill('SIGTERM');
      const done = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!done) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    // A postmaster orphaned by a server killed during the test (and not taken over by a later one).
    const pid = postmasterPid();
    if (pid && alive(pid) && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
      process.kill(pid, 'SIGINT');
      await waitFor('the leftover postmaster to stop', () => !alive(pid), 20_000).catch(() => process.kill(pid, 'SIGKILL'));
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const cli = async (script: string, args: string[] = []) => {
    const { output, exited } = spawnTsx(`apps/server/src/cli/${script}.ts`, args, {
      ...process.env,
      DATABASE_URL: undefined,
      NODE_ENV: 'test',
      DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(pgPort),
    });
    const code = await exited;
    return { code, output: output() };
  };

  return { dataDir: dir, pgPort, postmasterPid, start, spawnServer, cli, cleanup };
}
