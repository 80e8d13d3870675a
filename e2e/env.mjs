/** The environment of the server the end-to-end run starts (see start-server.mjs). */
export const E2E_PORT = 18080;
export const E2E_ENV = {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: '.tmp/e2e-data',
  EMBEDDED_PG_PORT: '54339',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // A Tuesday, 11:45 in Kunming: both trading sessions are open; the clock runs on from there.
  MARKET_NOW: '2026-11-17T11:45:00+08:00',
};
