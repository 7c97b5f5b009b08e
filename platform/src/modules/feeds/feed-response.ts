/**
 * Feeds are cached like the sitemap: built per request from the search read model (which
 * publish, unpublish, edit and the expiry sweep update in their own transaction, so a new answer
 * is always current), with a public lifetime for readers and proxies in front. Shorter than the
 * sitemap's hour: readers poll feeds for new offers.
 */
export const FEED_CACHE_CONTROL = 'public, max-age=900';

export const feedContentTypes = {
  rss: 'application/rss+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
} as const;

export function feedResponse(xml: string, type: keyof typeof feedContentTypes): Response {
  return new Response(xml, {
    headers: { 'content-type': feedContentTypes[type], 'cache-control': FEED_CACHE_CONTROL },
  });
}
