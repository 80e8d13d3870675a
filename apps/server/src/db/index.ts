/**
 * `@huashi/server/db`: the database as a script outside the server reaches it (benchmarks, tools): a pool on a URL,
 * the migrations, an embedded PostgreSQL, and the tables. Kept apart from the server's main entry (`@huashi/server`)
 * because loading the whole app costs about 2 s and the benches' load children need only this (0.5 s).
 */
export { connect, migrateDb, type Database, type Db } from './client';
export { startEmbedded, type EmbeddedServer } from './embedded';
export * as schema from './schema';
