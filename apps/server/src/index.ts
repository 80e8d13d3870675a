/**
 * `@huashi/server`: the server's public entry point for what runs beside it in this repository (benchmarks, tools).
 * Scripts import from here (or the lighter `@huashi/server/db` and `@huashi/server/auth`), never from a path inside
 * apps/server/src, so the server's folders can move without breaking them. The server itself starts at main.ts.
 */
export { buildApp } from './app';
export { loadConfig, type Config } from './config';
export { fixedClock, manualClock, systemClock, type Clock } from './clock';
export { DEMO_BUYER, SECOND_BUYER, ensureDailyLots, seedIfEmpty } from './seed';
export { takeBackup, walArchiveOf } from './backup/backup';
export { restore } from './backup/restore';
export * from './db/index';
export * from './auth/index';
