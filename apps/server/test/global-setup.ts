/** One embedded PostgreSQL for the whole server test run, in a throwaway directory. */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../src/db/embedded';
import { freePort } from '../../../scripts/freePort';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL template of the test PostgreSQL; replace DBNAME with a database name. */
    pgUrlTemplate: string;
  }
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
