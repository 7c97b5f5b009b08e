/**
 * Canadian postal codes (`A1A 1A1`), zod-free so the offer wizard checks what the API checks.
 * Canada Post never uses D, F, I, O, Q or U, and W or Z never start a code. The database holds
 * the same pattern as a check constraint (offers_postal_code_format).
 */
const postalCodePattern = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** The longest input worth reading: a code with spaces around and inside (`h2x  1y4 `). */
export const POSTAL_CODE_INPUT_MAX = 16;

/**
 * `h2x1y4`, ` H2X  1Y4 ` → `H2X 1Y4`; null when the text is no Canadian postal code. Spaces are
 * ignored wherever they are, case too; anything else (a dash, a letter Canada Post never uses)
 * makes it invalid.
 */
export function normalizePostalCode(text: string): string | null {
  if (text.length > POSTAL_CODE_INPUT_MAX) return null;
  const match = postalCodePattern.exec(text.replace(/\s+/g, '').toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}
