// The API benchmarks' timing loop: each GET is called three times to warm up, then `runs` times;
// one line per call with its p50 and p95 in milliseconds and the reply's size in bytes.

/** What the loop needs of the app: Fastify's in-process request. */
interface Injector {
  inject(request: { method: 'GET'; url: string; headers: Record<string, string> }): Promise<{
    statusCode: number;
    body: string;
    rawPayload: Buffer;
  }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

export const printTimedCalls = async (
  app: Injector,
  calls: Record<string, string>,
  options: { headers: Record<string, string>; runs: number; only?: string },
) => {
  const width = Math.max(...Object.keys(calls).map((name) => name.length)) + 2;
  console.log(`\n${'call'.padEnd(width)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  bytes`);
  for (const [name, url] of Object.entries(calls)) {
    if (options.only && !name.includes(options.only)) continue;
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < options.runs + 3; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: options.headers });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 3) times.push(performance.now() - t);
      bytes = res.rawPayload.length;
    }
    times.sort((a, b) => a - b);
    const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
    console.log(
      `${name.padEnd(width)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}  ${bytes}`,
    );
  }
};
