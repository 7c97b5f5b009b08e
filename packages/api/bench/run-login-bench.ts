import { availableParallelism, loadavg } from 'node:os';
import { CLIENT_ADDRESS_HEADER } from '../src/http/client-address';
import { hashPassword, verifyPassword } from '../src/services/auth/password-hash';
import { openBenchApp } from './bench-database';

/**
 * npm run bench:login: `POST /api/jobboard/auth/login` with the argon2id parameters of
 * password-hash.ts, 8 then 50 logins at once (in-process through the Hono app, as the server
 * runs it, without the socket), on PGlite, or PostgreSQL when DATABASE_URL is set. Also prints
 * what one argon2 verification costs alone, and the thread pool it runs on, which together
 * explain the figures: a login is almost all argon2, run on libuv's pool (UV_THREADPOOL_SIZE, 4
 * by default), so N logins at once take about N × (one verification) ÷ min(cores, pool).
 * Run it with `nice -n -10` on a quiet machine; figures, not a test.
 */
const ACCOUNTS = 50;
const SAMPLES = Number(process.env.BENCH_LOGIN_SAMPLES ?? 200);
const PASSWORD = 'correct horse battery staple';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const { app, handle, close } = await openBenchApp('login', process.env.DATABASE_URL || undefined);
  try {
    const call = (p: string, ip: string, body: unknown) =>
      app.request(`http://hospitality.localhost${p}`, {
        method: 'POST',
        headers: {
          host: 'hospitality.localhost',
          'content-type': 'application/json',
          [CLIENT_ADDRESS_HEADER]: ip,
        },
        body: JSON.stringify(body),
      });
    // One address per account and per login: the per-address limits are not what is measured.
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const res = await call('/api/jobboard/signup?lg=en', `10.8.0.${i + 1}`, {
        first_name: 'Bench',
        last_name: `Login ${i}`,
        email: `login-${i}@example.com`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      if (res.status !== 202) throw new Error(`signup ${res.status}: ${await res.text()}`);
    }

    // One verification alone, the unit everything else is made of.
    const stored = await hashPassword(PASSWORD);
    const alone: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const t0 = performance.now();
      await verifyPassword(stored, PASSWORD);
      alone.push(performance.now() - t0);
    }
    alone.sort((a, b) => a - b);
    console.log(
      `[bench:login] ${handle.driver}; ${availableParallelism()} cores, ` +
        `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}; ` +
        `one argon2id verification alone (19 MiB, t=2, p=1): ` +
        `p50 ${percentile(alone, 50).toFixed(1)} ms; load ${load()}`,
    );

    let n = 0;
    for (const concurrency of [8, 50]) {
      const latencies: number[] = [];
      let failures = 0;
      const started = performance.now();
      const worker = async () => {
        while (latencies.length + failures < SAMPLES) {
          n += 1;
          const account = n % ACCOUNTS;
          const t0 = performance.now();
          const res = await call(
            '/api/jobboard/auth/login?lg=en',
            `10.7.${Math.floor(n / 250)}.${n % 250}`,
            { email: `login-${account}@example.com`, password: PASSWORD },
          );
          await res.arrayBuffer();
          if (res.status === 200) latencies.push(performance.now() - t0);
          else failures += 1;
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      console.log(
        `[bench:login] ${concurrency} concurrent: ${latencies.length} logins (${failures} not 200), ` +
          `${(latencies.length / seconds).toFixed(1)} logins/s, ` +
          `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms; ` +
          `load ${load()}`,
      );
    }
  } finally {
    await close();
  }
}

await main();
