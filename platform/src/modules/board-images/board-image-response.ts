import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { boardImageFile, parseBoardImageUrl } from '@jobboard/tenancy/board-images';

// The server's working directory is platform/ (scripts/start.mjs, next build).
const defaultTenantsDir = path.join(/* turbopackIgnore: true */ process.cwd(), '..', 'tenants');

/**
 * Board images change rarely but their names carry no hash, so browsers keep them a week and
 * then revalidate cheaply with the ETag (a 304), rather than "immutable" for a year.
 */
const cacheControl = 'public, max-age=604800, stale-while-revalidate=86400';

interface Cached {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}
const cache = new Map<string, Cached>();

export interface BoardImageOptions {
  boards: readonly BoardConfig[];
  tenantsDir?: string;
  /** Keep file contents in memory (production); development reads the file every time. */
  memoize?: boolean;
}

/**
 * GET /boards/<key>/<file>: an image from the tenant folder of a board this deployment serves,
 * with its content type, an ETag and a long cache lifetime; 404 for anything else.
 */
export async function boardImageResponse(
  request: Request,
  key: string,
  file: string,
  { boards, tenantsDir = defaultTenantsDir, memoize = false }: BoardImageOptions,
): Promise<Response> {
  const image = parseBoardImageUrl(`/boards/${key}/${file}`);
  if (!image || !boards.some((b) => b.key === image.key)) return notFound();
  const location = boardImageFile(tenantsDir, image);
  let entry = memoize ? cache.get(location) : undefined;
  if (!entry) {
    const bytes = await readFile(location).catch(() => null);
    if (!bytes) return notFound();
    const body = new Uint8Array(bytes);
    entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (memoize) cache.set(location, entry);
  }
  const headers = {
    'Content-Type': image.contentType,
    'Cache-Control': cacheControl,
    ETag: entry.etag,
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened directly runs no script and loads nothing from this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get('if-none-match') === entry.etag)
    return new Response(null, { status: 304, headers });
  return new Response(entry.body, { status: 200, headers });
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
