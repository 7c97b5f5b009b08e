/** Text for an XML element or attribute: the five characters XML reserves, escaped. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/**
 * A CDATA section, as the aggregator format expects around every value. A `]]>` inside the text
 * would end the section early, so it is split across two sections.
 */
export function cdata(text: string): string {
  return `<![CDATA[${text.split(']]>').join(']]]]><![CDATA[>')}]]>`;
}

/**
 * Characters XML 1.0 forbids even escaped (most C0 controls): a parser rejects the whole feed
 * for one of them, and they can come from pasted offer text.
 */
export function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** RFC 822 date-time (RSS pubDate, the aggregator's dates): `Wed, 25 Nov 2026 02:45:38 GMT`. */
export function rfc822(date: Date | string): string {
  return new Date(date).toUTCString();
}
