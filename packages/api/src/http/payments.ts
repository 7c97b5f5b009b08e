import type { Context } from 'hono';
import {
  stripeGateway,
  unconfiguredGateway,
  type PaymentGateway,
} from '../adapters/payments/payment-gateway';
import type { AppDeps, AppEnv } from '../context';

const built = new WeakMap<AppDeps, PaymentGateway>();

/** The app's payment gateway: the injected one, else Stripe as the environment configures it. */
export function paymentGateway(c: Context<AppEnv>): PaymentGateway {
  const deps = c.get('deps');
  let gateway = deps.payments ?? built.get(deps);
  if (!gateway) {
    gateway = deps.env.stripe ? stripeGateway(deps.env.stripe) : unconfiguredGateway;
    built.set(deps, gateway);
  }
  return gateway;
}

/** Origins the request itself came to (the Host resolved to this board). */
export function requestOrigins(c: Context<AppEnv>): string[] {
  const host = c.req.header('host');
  return host ? [`http://${host.toLowerCase()}`, `https://${host.toLowerCase()}`] : [];
}
