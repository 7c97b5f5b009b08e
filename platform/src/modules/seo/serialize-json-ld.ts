/**
 * JSON for a `<script type="application/ld+json">`. Offer texts are written by employers: a
 * `</script>` inside one must not close the tag, so every `<` (and the two line separators
 * JavaScript parsers choke on) is escaped. The result still parses to the same data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
