/**
 * The interval jobs of a scope (auto completion of shipped orders, stale upload cleanup, member coupons) are one
 * `every`, so each of them behaves the same:
 * - it starts when the app is ready and stops when it closes (no timer outlives a test's app), and its timer never
 *   keeps the process alive (unref);
 * - every run is counted and timed under its job name (metrics.job: huashi_job_* series);
 * - a failed run is logged as a warning and the next tick tries again: a job never crashes the server.
 */
import type { FastifyInstance } from 'fastify';
import type { AppMetrics, JobName } from './metrics';

export function every(
  app: FastifyInstance,
  metrics: Pick<AppMetrics, 'job'>,
  ms: number,
  job: { name: JobName; run: () => Promise<unknown>; failure: string },
): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = () => void metrics.job(job.name, job.run).catch((error: unknown) => app.log.warn({ err: error }, job.failure));
  app.addHook('onReady', async () => {
    timer = setInterval(tick, ms);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
