/**
 * Stripe's wire format, for the local fake: requests are `application/x-www-form-urlencoded`
 * with bracketed keys (`line_items[0][price_data][unit_amount]=14900`), answers are JSON
 * objects named by `object`, errors are `{error: {type, message, param?, code?}}`.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[b][0][c]=v` -> `{a: {b: [{c: 'v'}]}}`, as Stripe's servers read the library's bodies. */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: FormObject | FormValue[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, FormValue>;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as FormObject | FormValue[];
    });
  }
  return root;
}

export const text = (v: FormValue | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

export const record = (v: FormValue | undefined): FormObject =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};

export const list = (v: FormValue | undefined): FormValue[] =>
  Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [];

export function stripeError(
  status: number,
  type: 'invalid_request_error' | 'api_error' | 'authentication_error' | 'idempotency_error',
  message: string,
  extra: { param?: string; code?: string } = {},
) {
  return { status, body: { error: { type, message, ...extra } } };
}
