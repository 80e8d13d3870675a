/**
 * What an instance tells Prometheus (issue 29, "Seeing it"): GET /metrics (routes/metrics.ts) answers these in the
 * Prometheus text format, written with prom-client, the maintained Node client of the Prometheus project.
 *
 * Decisions:
 * - **Per process, per app.** Each built app has a Registry of its own (never prom-client's global one), so several
 *   instances each expose their own figures and two apps built in one test process never share a counter. Prometheus
 *   scrapes every instance directly and sums across them (deploy/prometheus, deploy/grafana).
 * - **Process facts once per process.** Memory, CPU, handles, GC and event-loop delay (prom-client's default metrics)
 *   describe the process, not an app: they live in one registry made on first use and appended to every app's
 *   answer. Making them per app would start a GC observer and an event-loop monitor per app that nothing stops.
 * - **Routes by pattern.** Requests are labelled by the route's pattern (`/api/v1/order/:id`), never the raw URL, and
 *   an unmatched path is `(unmatched)`, so a scanner cannot grow the series without bound.
 * - **Read at scrape time** where the figure already exists elsewhere: the pool's counts (pg.Pool), the newest complete
 *   backup in BACKUP_DIR (its manifest: the backup's age survives restarts and counts whichever instance took it).
 * - **Series exist from the start** (zero): every job, refusal kind and gateway call is there before it first happens,
 *   so alert rules see a 0 rather than nothing, and the test that checks the dashboard and the rules
 *   (test/metrics.test.ts) finds every name they use.
 * - **Wall time** for "last success" gauges (seconds since the epoch, as Prometheus' time()), never the market clock.
 */
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { API_CODES } from '@huashi/api';
import { listBackups } from '../backup/backup';

/** The scheduled jobs: the 72-hour completion, member coupons, stale uploads' cleanup, the daily backup. */
export const JOBS = [
  'auto_complete',
  'member_coupons',
  'upload_cleanup',
  'daily_backup',
  'purchase_request_retention',
  'standing_orders',
  'inbox_sweep',
] as const;
export type JobName = (typeof JOBS)[number];

/** Calls to services outside: the SMS vendor (or the local outbox) and the payment gateways. */
export type OutsideService = 'sms' | 'payment';

/** A purchase refusal's kind: the name of its code in API_CODES (insufficientBalance 411, conflict 409 …), else other. */
export function refusalKind(code: number): string {
  const entry = Object.entries(API_CODES).find(([, value]) => value === code);
  return entry && code !== API_CODES.ok ? entry[0] : 'other';
}

/** Seconds (HTTP requests, purchase batches, jobs and outside calls). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

let processRegistry: Registry | undefined;

/** The process's own metrics (memory, CPU, event-loop delay, GC), made once. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type MetricsSources = {
  /** The app's database pool. */
  pool: pg.Pool;
  /** BACKUP_DIR: where the newest complete backup is looked for. */
  backupDir: string;
};

/** One app's metrics: its registry and the instruments the server's parts record into. */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly requests = new Histogram({
    name: 'huashi_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: count and time to answer.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  private readonly batchSize = new Histogram({
    name: 'huashi_purchase_batch_size',
    help: 'Purchases written per group-committed batch (services/purchaseBatch.ts).',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200],
    registers: [this.registry],
  });

  private readonly batchTime = new Histogram({
    name: 'huashi_purchase_batch_duration_seconds',
    help: 'Time to write one purchase batch (its transaction), failed ones included.',
    buckets: SECONDS,
    registers: [this.registry],
  });

  private readonly batchFailures = new Counter({
    name: 'huashi_purchase_batch_failures_total',
    help: 'Purchase batches that failed as a whole (nothing written, every request answered 503).',
    registers: [this.registry],
  });

  private readonly placed = new Counter({
    name: 'huashi_purchases_placed_total',
    help: 'Orders placed by buy-now and cart purchases.',
    registers: [this.registry],
  });

  private readonly refusals = new Counter({
    name: 'huashi_purchase_refusals_total',
    help: 'Purchases refused, by kind: insufficientBalance (411), conflict (409: stock short, sign in use), badRequest (400) …',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  /** Live-stock streams open on this instance (routes/live.ts). */
  readonly liveStreams = new Gauge({
    name: 'huashi_live_streams_open',
    help: 'Live-stock Server-Sent Events streams open on this instance.',
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'huashi_job_runs_total',
    help: 'Runs of the scheduled jobs (a run that found another instance holding the lock counts too).',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  private readonly jobFailures = new Counter({
    name: 'huashi_job_failures_total',
    help: 'Runs of the scheduled jobs that failed.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  private readonly jobLastSuccess = new Gauge({
    name: 'huashi_job_last_success_timestamp_seconds',
    help: 'When a scheduled job last succeeded on this instance (seconds since the epoch; 0: not yet).',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  private readonly jobTime = new Histogram({
    name: 'huashi_job_duration_seconds',
    help: 'Time of a scheduled job run.',
    labelNames: ['job'] as const,
    buckets: [...SECONDS, 60, 300, 1800],
    registers: [this.registry],
  });

  private readonly outsideCalls = new Counter({
    name: 'huashi_outside_calls_total',
    help: 'Calls to outside services: service sms (provider outbox, aliyun, tencent) or payment (gateway sandbox, alipay, wechat).',
    labelNames: ['service', 'provider'] as const,
    registers: [this.registry],
  });

  private readonly outsideFailures = new Counter({
    name: 'huashi_outside_call_failures_total',
    help: 'Calls to outside services that failed (refused, timed out, unreachable).',
    labelNames: ['service', 'provider'] as const,
    registers: [this.registry],
  });

  private readonly notifies = new Counter({
    name: 'huashi_payment_notifies_total',
    help: "Payment gateways' notifies by outcome: credited, already (a repeat), or refused — signature, unknown, gateway, amount.",
    labelNames: ['gateway', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly outsideTime = new Histogram({
    name: 'huashi_outside_call_duration_seconds',
    help: 'Time of a call to an outside service.',
    labelNames: ['service', 'provider'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    const { pool } = sources;
    new Gauge({
      name: 'huashi_db_pool_in_use',
      help: 'Database connections of the pool checked out (a query or transaction running).',
      registers: [this.registry],
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'huashi_db_pool_idle',
      help: 'Database connections of the pool open and idle.',
      registers: [this.registry],
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'huashi_db_pool_waiting',
      help: 'Requests waiting for a database connection of the pool (DB_POOL_SIZE all in use).',
      registers: [this.registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'huashi_db_pool_max',
      help: 'Size of the database pool (DB_POOL_SIZE).',
      registers: [this.registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'huashi_backup_last_success_timestamp_seconds',
      help: 'When the newest complete backup in BACKUP_DIR finished (seconds since the epoch; 0: none).',
      registers: [this.registry],
      async collect() {
        const newest = (await listBackups(sources.backupDir).catch(() => [])).at(-1);
        this.set(newest ? new Date(newest.manifest.finishedAt).getTime() / 1000 : 0);
      },
    });
    for (const job of JOBS) {
      this.jobRuns.inc({ job }, 0);
      this.jobFailures.inc({ job }, 0);
      this.jobLastSuccess.set({ job }, 0);
      this.jobTime.zero({ job });
    }
    for (const kind of ['insufficientBalance', 'conflict', 'badRequest']) this.refusals.inc({ kind }, 0);
    this.batchFailures.inc(0);
    this.placed.inc(0);
  }

  /** Makes the series of these providers of an outside service (at 0) before their first call. */
  expectOutside(service: OutsideService, providers: readonly string[]) {
    for (const provider of providers) {
      this.outsideCalls.inc({ service, provider }, 0);
      this.outsideFailures.inc({ service, provider }, 0);
      this.outsideTime.zero({ service, provider });
      if (service === 'payment') for (const outcome of ['credited', 'signature']) this.notifies.inc({ gateway: provider, outcome }, 0);
    }
  }

  /** A payment gateway's notify answered: its outcome (credited, already) or why it was refused. */
  paymentNotify(gateway: string, outcome: string) {
    this.notifies.inc({ gateway, outcome });
  }

  /** The exposition text: this app's metrics, then the process's. */
  async text(): Promise<string> {
    const [own, proc] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${proc}`;
  }

  readonly contentType = this.registry.contentType;

  /** One answered HTTP request. */
  request(method: string, route: string | undefined, status: number, seconds: number) {
    this.requests.observe({ method, route: route ?? '(unmatched)', status: String(status) }, seconds);
  }

  /** One purchase batch written (or failed as a whole). */
  purchaseBatch(size: number, seconds: number, failed: boolean) {
    this.batchSize.observe(size);
    this.batchTime.observe(seconds);
    if (failed) this.batchFailures.inc();
  }

  /** A purchase's answer: placed (code 200) or refused by kind. */
  purchaseAnswered(code: number) {
    if (code === API_CODES.ok) this.placed.inc();
    else this.refusals.inc({ kind: refusalKind(code) });
  }

  /** Runs a scheduled job, counting its run, failure or success and its time; rethrows its failure. */
  async job<T>(job: JobName, work: () => Promise<T>): Promise<T> {
    const end = this.jobTime.startTimer({ job });
    this.jobRuns.inc({ job });
    try {
      const result = await work();
      this.jobLastSuccess.set({ job }, Date.now() / 1000);
      return result;
    } catch (error) {
      this.jobFailures.inc({ job });
      throw error;
    } finally {
      end();
    }
  }

  /** Runs a call to an outside service, counting it, its failure and its time; rethrows its failure. */
  async outside<T>(service: OutsideService, provider: string, work: () => Promise<T>): Promise<T> {
    const labels = { service, provider };
    const end = this.outsideTime.startTimer(labels);
    this.outsideCalls.inc(labels);
    try {
      return await work();
    } catch (error) {
      this.outsideFailures.inc(labels);
      throw error;
    } finally {
      end();
    }
  }
}
