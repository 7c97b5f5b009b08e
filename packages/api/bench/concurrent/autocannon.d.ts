// autocannon ships no types and @types/autocannon lags its API; this is the part the bench uses.
declare module 'autocannon' {
  interface RequestData {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface RequestOptions extends RequestData {
    /** Called before every request of a connection: picks the next path and host. */
    setupRequest?: (request: RequestData) => RequestData;
  }
  interface Options {
    url: string;
    connections: number;
    /** Seconds; ignored when `amount` is given. */
    duration?: number;
    /** Stop after this many requests. */
    amount?: number;
    headers?: Record<string, string>;
    requests?: RequestOptions[];
  }
  interface Result {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): void;
  }
  export default function autocannon(options: Options): Instance;
}
