import { serializeJsonLd } from './serialize-json-ld';

/** Structured data for search engines; server-rendered, escaped by serializeJsonLd. */
export function JsonLdScript({ data, nonce }: { data: unknown; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Safe: serializeJsonLd escapes every '<', so the text cannot close the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
