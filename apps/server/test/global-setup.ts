/** One embedded PostgreSQL for the whole server test run, in a throwaway directory. */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL template of the test PostgreSQL; replace DBNAME with a database name. */
    pgUrlTemplate: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'huashi-test-pg-'));
  // As root, PostgreSQL runs as its own user, which must be able to enter the directory.
  chmodSync(dir, 0o755);
  const pg = await startEmbedded({ dir: path.join(dir, 'pg'), port: await freePort(), persistent: false });
  project.provide('pgUrlTemplate', pg.url('DBNAME'));
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
