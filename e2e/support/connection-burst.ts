import net from 'node:net';

export interface BurstOutcome {
  /** Connections that got an HTTP response. */
  answered: number;
  /** Connections closed or reset without one: the client knows and can retry. */
  cut: number;
  /** Connections that got neither within `hangMs`: a client without a timeout waits forever. */
  hung: number;
}

/**
 * `total` fresh connections, `lanes` at a time, each sending one GET (Connection: close) to a
 * cheap route and waiting up to `hangMs` for an answer or a close; `onStart(n)` runs before the
 * n-th connection opens (the fault is injected there). Raw sockets, not fetch: a client that
 * retries or pools would hide a connection the server neither answers nor closes.
 */
export async function connectionBurst(options: {
  port: number;
  host: string;
  total: number;
  lanes: number;
  hangMs: number;
  onStart: (n: number) => void;
}): Promise<BurstOutcome> {
  const outcome: BurstOutcome = { answered: 0, cut: 0, hung: 0 };
  let started = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      let response = '';
      let settled = false;
      const socket = net.connect(options.port, '127.0.0.1');
      // An error is followed by a close: count the connection once.
      const settle = (result: keyof BurstOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        outcome[result] += 1;
        resolve();
      };
      const timer = setTimeout(() => settle('hung'), options.hangMs);
      socket.on('connect', () =>
        socket.write(
          `GET /api/health HTTP/1.1\r\nHost: ${options.host}\r\nConnection: close\r\n\r\n`,
        ),
      );
      socket.on('data', (chunk) => {
        response += chunk.toString('latin1');
      });
      socket.on('error', () => settle('cut'));
      socket.on('close', () => settle(response.startsWith('HTTP/1.1 ') ? 'answered' : 'cut'));
    });
  const lane = async () => {
    while (started < options.total) {
      started += 1;
      options.onStart(started);
      await one();
    }
  };
  await Promise.all(Array.from({ length: options.lanes }, lane));
  return outcome;
}
