import { request } from 'node:http';
import { DEMO_PASSWORD } from '@jobboard/api/services/auth/demo-account-list';

const DEMO_CANDIDATE = 'candidate@demo.jobboard.test';

/** The demo candidate's session cookie on one board (README, "Demo accounts"). */
export async function candidateCookie(port: number, host: string): Promise<string> {
  const body = JSON.stringify({ email: DEMO_CANDIDATE, password: DEMO_PASSWORD });
  const res = await new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
    const req = request(
      `http://127.0.0.1:${port}/api/jobboard/auth/login?lg=fr`,
      {
        method: 'POST',
        agent: false,
        headers: { host, 'content-type': 'application/json', 'content-length': body.length },
      },
      (r) => {
        r.resume();
        r.on('end', () =>
          resolve({ status: r.statusCode ?? 0, cookies: r.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject).end(body);
  });
  const cookie = res.cookies.map((c) => c.split(';')[0]).find((c) => c?.includes('session'));
  if (!cookie) throw new Error(`demo candidate login answered ${res.status} without a session`);
  return cookie;
}
