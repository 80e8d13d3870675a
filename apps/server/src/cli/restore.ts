/**
 * `npm run restore -- <backup>` (the backup as it was), `npm run restore -- --to "<ISO time>"` (point in time),
 * `npm run restore -- --latest` (all the WAL archive holds: after a lost disk) or
 * `npm run restore -- --check <backup>` (the database as it is now, e.g. after a provider's restore of DATABASE_URL,
 * against a backup's manifest). A restore fills a fresh DATA_DIR/pg (src/backup/restore.ts), then prints the
 * manifest's figures against what it restored and runs the ledger check. Exits 0 when the books balance, 1 when
 * they do not, 2 when nothing was restored (one sentence says why).
 */
import { loadConfig } from '../config';
import { readFigures } from '../backup/figures';
import { checkAgainst, restore, type RestoreTarget } from '../backup/restore';
import { openCliDatabase } from './database';
import { reportLedger } from './ledgerReport';
import path from 'node:path';

const USAGE =
  'usage: npm run restore -- <backup folder> | --to "<ISO time, e.g. 2026-11-28T10:15:00+08:00>" | --latest | --check <backup folder>';

async function check(folder: string) {
  const config = loadConfig();
  const { database, close } = await openCliDatabase(config);
  try {
    const { lines, differences } = await checkAgainst(folder, await readFigures(database.db));
    for (const line of lines) console.log(line);
    console.log(`restore: ${differences === 0 ? 'every figure equals the manifest' : `${differences} figures differ from the manifest`}`);
    if (!(await reportLedger(database.db))) process.exitCode = 1;
  } finally {
    await close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--check' && args[1]) return check(args[1]);
  let target: RestoreTarget;
  if (args[0] === '--to' && args[1]) {
    const to = new Date(args[1]);
    if (Number.isNaN(to.getTime()) || !/\d{2}:\d{2}/.test(args[1])) throw new Error(`"${args[1]}" is not an ISO time; ${USAGE}`);
    target = { to };
  } else if (args.length === 1 && args[0] === '--latest') target = { latest: true };
  else if (args.length === 1 && !args[0]!.startsWith('-')) target = { backup: args[0]! };
  else throw new Error(USAGE);
  const config = loadConfig();
  const started = Date.now();
  // The manifest's figures against the restored ones, then the ledger check, while the restored database runs.
  const result = await restore(config, target, (line) => console.log(line), reportLedger);
  console.log(
    `restore: ${path.join(config.dataDir, 'pg')} recovered from ${result.backup} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if ('backup' in target && result.differences > 0) {
    console.error(`restore: ${result.differences} figures differ from the manifest`);
    process.exitCode = 1;
  }
  if (!result.inspected) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
