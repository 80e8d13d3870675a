/**
 * The environment of the server the end-to-end run starts (see start-server.mjs).
 * E2E_PORT and E2E_PG_PORT move it, so that two runs on one machine do not collide.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
/** Where the journeys serve the pages of other sites that embed ours (this port and the next). */
export const E2E_EMBEDDER_PORT = E2E_PORT + 1;
const pgPort = Number(process.env.E2E_PG_PORT ?? E2E_PORT - 18080 + 54339);

export const E2E_ENV = {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: `.tmp/e2e-data-${E2E_PORT}`,
  EMBEDDED_PG_PORT: String(pgPort),
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // The market's ERP that embeds /cpsixNew: another origin on this machine, served by the journey itself.
  EMBED_ORIGINS: `http://127.0.0.1:${E2E_EMBEDDER_PORT}`,
  // The sandbox gateway's notify key: phone-pay.spec.ts plays the gateway whose notify arrives after the tab closed.
  PAY_SANDBOX_SECRET: 'e2e-sandbox-notify-secret',
  // A Tuesday, 11:45 in Kunming: both trading sessions are open; the clock runs on from there.
  MARKET_NOW: process.env.E2E_MARKET_NOW ?? '2026-11-17T11:45:00+08:00',
  // A request's x-huashi-clock header sets the market time of that request alone: market-day.spec.ts's 财务 works
  // "the next morning" (a settlement period that is over) while the other journeys stay on the run's day.
  CLOCK_HEADER: 'on',
  // scrypt at 2^10, not production's 2^17 (apps/server/src/auth/password.ts): the run's registrations and logins are
  // hundreds of hashes, each ~0.3–1 s of a core the browsers need; no journey asserts the cost.
  PASSWORD_HASH_COST: '10',
};
