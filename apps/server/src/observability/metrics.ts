// Prometheus metrics of one process, in a registry of its own (nothing global): HTTP requests by
// route and status, jobs by queue, engine calls by engine, visits stored, mail sent, and what is
// read when scraped (queue depth, visits waiting, the process's memory and CPU). Nothing here runs
// between scrapes: an idle server stays idle.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EngineAdapter, EngineCode } from '../engines/types.ts';
import type { AnyJob } from '../jobs/queue.ts';
import type { MailTransport } from '../mail/transport.ts';

/** What the gauges read when scraped; set once the parts they read exist. */
export interface ScrapeSources {
  /** Jobs per queue and state (queued, active, deferred). */
  queueDepth(): Promise<{ queue: string; state: string; jobs: number }[]>;
  /** Visits accepted and not yet stored. */
  visitsWaiting(): number;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LONG_BUCKETS = [0.05, 0.25, 1, 2.5, 5, 10, 30, 60, 120, 300];

export const createMetrics = () => {
  const registry = new Registry();
  let sources: ScrapeSources | null = null;
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'sightline_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'sightline_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'sightline_job_duration_seconds',
    help: 'Time a job took, by queue and outcome (ok or failed; a failed job is retried).',
    labelNames: ['queue', 'outcome'] as const,
    buckets: LONG_BUCKETS,
    registers,
  });
  const engineCalls = new Counter({
    name: 'sightline_engine_calls_total',
    help: 'Calls to AI engines, by engine, whether simulated (sandbox) and outcome (answered, no_answer, error).',
    labelNames: ['engine', 'simulated', 'outcome'] as const,
    registers,
  });
  const engineDuration = new Histogram({
    name: 'sightline_engine_call_duration_seconds',
    help: 'Time an AI engine took to answer, by engine.',
    labelNames: ['engine', 'simulated'] as const,
    buckets: LONG_BUCKETS,
    registers,
  });
  const visitsStored = new Counter({
    name: 'sightline_visits_stored_total',
    help: 'Website visits stored (acknowledged with 202).',
    registers,
  });
  const mailSent = new Counter({
    name: 'sightline_mail_total',
    help: 'Mails handed to the transport, by outcome (sent or failed; a failed mail is retried).',
    labelNames: ['outcome'] as const,
    registers,
  });
  new Gauge({
    name: 'sightline_job_queue_jobs',
    help: 'Jobs in each queue, by state.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, state, jobs } of (await sources?.queueDepth()) ?? [])
        this.set({ queue, state }, jobs);
    },
  });
  new Gauge({
    name: 'sightline_visits_waiting',
    help: 'Website visits accepted and waiting for their insert.',
    registers,
    collect() {
      this.set(sources?.visitsWaiting() ?? 0);
    },
  });
  new Gauge({
    name: 'sightline_process_resident_memory_bytes',
    help: 'Resident memory of this process.',
    registers,
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'sightline_process_cpu_seconds',
    help: 'CPU time this process has used (user and system).',
    registers,
    collect() {
      const { user, system } = process.cpuUsage();
      this.set((user + system) / 1e6);
    },
  });

  const seconds = (startedAt: number) => (performance.now() - startedAt) / 1000;

  return {
    /** The Prometheus text format and its content type. */
    async render() {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
    readFrom(s: ScrapeSources) {
      sources = s;
    },
    request(method: string, route: string, status: number, elapsedMs: number) {
      httpRequests.inc({ method, route, status: String(status) });
      httpDuration.observe({ method, route }, elapsedMs / 1000);
    },
    visitsStored(count: number) {
      visitsStored.inc(count);
    },
    /** The same jobs, each timed by queue and outcome. */
    timeJobs(jobs: readonly AnyJob[]): AnyJob[] {
      return jobs.map((job) => ({
        ...job,
        async handle(payload) {
          const started = performance.now();
          try {
            await job.handle(payload);
            jobDuration.observe({ queue: job.name, outcome: 'ok' }, seconds(started));
          } catch (err) {
            jobDuration.observe({ queue: job.name, outcome: 'failed' }, seconds(started));
            throw err;
          }
        },
      }));
    },
    /** The same engines, each call counted and timed. */
    countEngineCalls(engines: Record<EngineCode, EngineAdapter>): Record<EngineCode, EngineAdapter> {
      const counted = (adapter: EngineAdapter): EngineAdapter => ({
        ...adapter,
        async ask(req) {
          const simulated = String(!adapter.live);
          const started = performance.now();
          try {
            const answer = await adapter.ask(req);
            engineCalls.inc({ engine: adapter.code, simulated, outcome: answer.status });
            engineDuration.observe({ engine: adapter.code, simulated }, seconds(started));
            return answer;
          } catch (err) {
            engineCalls.inc({ engine: adapter.code, simulated, outcome: 'error' });
            throw err;
          }
        },
      });
      return Object.fromEntries(
        Object.entries(engines).map(([code, adapter]) => [code, counted(adapter)]),
      ) as Record<EngineCode, EngineAdapter>;
    },
    /** The same transport, each mail counted. */
    countMail(transport: MailTransport): MailTransport {
      return {
        async send(mail) {
          try {
            const sent = await transport.send(mail);
            mailSent.inc({ outcome: 'sent' });
            return sent;
          } catch (err) {
            mailSent.inc({ outcome: 'failed' });
            throw err;
          }
        },
      };
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
