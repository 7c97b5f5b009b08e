/**
 * Which characters no text field accepts, written once for the API and the forms (zod-free, so
 * client bundles may import it).
 *
 * Refused everywhere: NUL (PostgreSQL `text` cannot hold it: it was a 500), the other C0
 * controls except tab, line feed and carriage return, DEL, the C1 controls, and unpaired UTF-16
 * surrogates (not encodable as UTF-8). Tab and line breaks stay allowed in every field: multi-line
 * fields need them and they are harmless in a single-line one (trimmed by the contracts). Nothing
 * is stripped silently: the caller gets a 422 naming the field.
 */
const forbidden =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return forbidden.test(text);
}

/**
 * Paths (`a.b.0`) of the strings, and of the object keys, holding forbidden characters in a
 * validated value. Files and other non-plain objects are skipped.
 */
export function forbiddenCharacterPaths(value: unknown, path: string[] = [], out: string[] = []) {
  const here = path.length > 0 ? path.join('.') : '_';
  if (typeof value === 'string') {
    if (hasForbiddenCharacters(value)) out.push(here);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => forbiddenCharacterPaths(item, [...path, String(index)], out));
  } else if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return out;
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (hasForbiddenCharacters(key)) out.push(here);
      else forbiddenCharacterPaths(item, [...path, key], out);
    }
  }
  return out;
}
