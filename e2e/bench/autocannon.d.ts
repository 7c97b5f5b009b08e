// autocannon ships no types and @types/autocannon lags its API; this is the part the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
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
