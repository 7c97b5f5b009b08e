import type { Context } from 'hono';
import type { PaymentGateway } from '../adapters/payments/payment-gateway';
import type { AppEnv } from '../context';

/** The runtime's payment gateway (Stripe as configured, or the 503 gateway without keys). */
export function paymentGateway(c: Context<AppEnv>): PaymentGateway {
  return c.get('runtime').payments;
}

/** Origins the request itself came to (the Host resolved to this board). */
export function requestOrigins(c: Context<AppEnv>): string[] {
  const host = c.req.header('host');
  return host ? [`http://${host.toLowerCase()}`, `https://${host.toLowerCase()}`] : [];
}
