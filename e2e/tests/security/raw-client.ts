import { request } from 'node:http';

/**
 * Raw HTTP to the server under test, with the Host header of any board and a chosen loopback
 * source address (127.0.0.0/8 all reaches the server): per-address limits then count the suite
 * apart from the e2e specs, which all come from 127.0.0.1. Bodies go out byte for byte, so
 * malformed JSON and odd encodings stay malformed.
 */
export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  board?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Source address, e.g. '127.0.0.42'. */
  from?: string;
}

export const port = Number(process.env.E2E_PORT);

export function raw(req: RawRequest): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const r = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method ?? 'GET',
        // Spaces and non-ASCII escaped as a browser would; malformed escapes stay as they are.
        path: req.path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c)),
        localAddress: req.from ?? '127.0.0.9',
        headers: {
          host: `${req.board ?? 'hospitality'}.localhost:${port}`,
          ...(body ? { 'content-length': String(body.length) } : {}),
          ...req.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.setTimeout(30_000, () => r.destroy(new Error(`timeout: ${req.method} ${req.path}`)));
    r.end(body);
  });
}

/** `jb_session=...` (or the production `__Host-` cookie) from a reply, for the next Cookie. */
export function sessionCookieOf(reply: RawReply): string | undefined {
  const cookies = ([] as string[]).concat(reply.headers['set-cookie'] ?? []);
  for (const cookie of cookies) {
    const match = /^((?:__Host-)?jb_session=[^;]+)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** Logs in through the API on a board host and returns the session cookie. */
export async function logIn(
  guard: 'jobboard' | 'ats',
  email: string,
  password: string,
  board = 'hospitality',
  from = '127.0.0.9',
): Promise<string> {
  const reply = await raw({
    method: 'POST',
    path: `/api/${guard}/auth/login`,
    board,
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = sessionCookieOf(reply);
  if (reply.status !== 200 || !cookie)
    throw new Error(`login ${email}: ${reply.status} ${reply.body}`);
  return cookie;
}
