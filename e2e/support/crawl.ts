import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';

/** A plain-HTTP crawler's view of a board: status, redirect target and body, no JavaScript. */
export interface Fetched {
  status: number;
  location?: string;
  body: string;
}

/**
 * GET a path or absolute URL of the board at `baseURL`. Node does not resolve *.localhost, so
 * the request goes to loopback with the board's Host header; redirects are not followed.
 */
export function fetchPlain(
  baseURL: string,
  pathOrUrl: string,
  extraHeaders: Record<string, string> = {},
): Promise<Fetched> {
  const base = new URL(baseURL);
  const target = new URL(pathOrUrl, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: base.port,
        path: `${target.pathname}${target.search}`,
        // Its own client address: the crawl's hundreds of requests use up no other spec's limits.
        headers: { host: base.host, 'x-forwarded-for': '127.0.20.1', ...extraHeaders },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            // As a crawler does: a gzip body that is not gzip is a broken page.
            const raw = Buffer.concat(chunks);
            const gzip = res.headers['content-encoding'] === 'gzip';
            const body = (gzip ? gunzipSync(raw) : raw).toString('utf8');
            resolve({ status: res.statusCode ?? 0, location: res.headers.location, body });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Runs `fn` over `items` a few at a time: the server shares two cores with the suite. */
export async function eachLimited<T>(
  items: readonly T[],
  fn: (item: T) => Promise<void>,
  limit = 4,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

export interface SitemapUrl {
  loc: string;
  /** hreflang -> URL, from the entry's xhtml:link elements. */
  alternates: Record<string, string>;
}

/** The <url> entries of a sitemap, with their hreflang alternates. */
export function sitemapUrls(xml: string): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  let current: SitemapUrl | null = null;
  let inLoc = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'url') current = { loc: '', alternates: {} };
        inLoc = name === 'loc';
        if (name === 'xhtml:link' && current && attribs.hreflang && attribs.href)
          current.alternates[attribs.hreflang] = attribs.href;
      },
      ontext(text) {
        if (inLoc && current) current.loc += text;
      },
      onclosetag(name) {
        inLoc = false;
        if (name === 'url' && current) urls.push({ ...current, loc: current.loc.trim() });
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return urls;
}

export interface PageLinks {
  canonical?: string;
  /** hreflang -> URL, from <link rel="alternate" hreflang> in the head. */
  alternates: Record<string, string>;
  /** Every <a href> of the server-rendered page, as written. */
  links: string[];
}

/** What a crawler reads from a page's HTML: canonical, hreflang alternates and links. */
export function pageLinks(html: string): PageLinks {
  const out: PageLinks = { alternates: {}, links: [] };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'link' && attribs.rel === 'canonical') out.canonical = attribs.href;
        // Only hreflang alternates: feeds are <link rel="alternate" type=...> without one.
        if (name === 'link' && attribs.rel === 'alternate' && attribs.hreflang && attribs.href)
          out.alternates[attribs.hreflang] = attribs.href;
        if (name === 'a' && attribs.href) out.links.push(attribs.href);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out;
}
