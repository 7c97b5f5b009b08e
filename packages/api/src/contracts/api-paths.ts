import type { apiEndpoints } from './api-endpoints';

/**
 * The API's mount point: the custom server's `/api` check and robots.txt's disallow line read it
 * here rather than restating it.
 */
export const API_BASE = '/api';

/** An endpoint of the table (api-endpoints.ts), named by its path as OpenAPI writes it. */
export type ApiEndpoint = keyof typeof apiEndpoints;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values an endpoint's `{param}` segments take: exactly its names, each one required. */
export type ApiPathParams<P extends string> = { [Name in ParamNames<P>]: string | number };

/** Query values; an undefined one is left out, so optional filters need no branching. */
export type ApiQuery = URLSearchParams | Record<string, string | number | undefined>;

type ApiPathArgs<P extends ApiEndpoint> = [ParamNames<P>] extends [never]
  ? [params?: Record<string, never>, query?: ApiQuery]
  : [params: ApiPathParams<P>, query?: ApiQuery];

/**
 * The URL of an API endpoint, e.g. `apiPath('/jobboard/{board}/offers/{id}/apply', { board, id },
 * { lg: locale })`. The endpoint is a key of the table, so a path the API does not serve, or a
 * missing or misnamed parameter, fails the typecheck. The key is the path itself rather than a
 * nickname so that client bundles need no lookup table: the public pages' JavaScript budget has
 * no room for one (issue 16). Values are URL-encoded; the query goes through URLSearchParams.
 */
export function apiPath<P extends ApiEndpoint>(endpoint: P, ...[params, query]: ApiPathArgs<P>) {
  const values: Record<string, string | number> = params ?? {};
  const path = endpoint.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search =
    query instanceof URLSearchParams
      ? query.toString()
      : new URLSearchParams(
          Object.entries(query ?? {}).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, String(value)]],
          ),
        ).toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}
