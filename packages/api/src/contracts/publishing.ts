import { z } from '@hono/zod-openapi';
import { boardPathParam, idSchema } from './common';

export const publishParams = z.object({ board: boardPathParam, id: idSchema });

const boardList = z
  .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
  .max(20)
  .optional()
  .openapi({ description: 'Board keys; default: this board.' });

export const publishBody = z.object({ boards: boardList }).strict();
export type PublishInput = z.infer<typeof publishBody>;

const pageUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'url_invalid');

export const checkoutSessionBody = z
  .object({
    success_url: pageUrl.openapi({
      description: "This board's success page; `{CHECKOUT_SESSION_ID}` is filled in by Stripe.",
    }),
    cancel_url: pageUrl,
    boards: boardList,
  })
  .strict();
export type CheckoutSessionInput = z.infer<typeof checkoutSessionBody>;

export const featuredCheckoutBody = z
  .object({
    days: z.union([z.literal(7), z.literal(30)]).openapi({
      description: 'How long the offer is featured: 7 or 30 days (prices in the board config).',
    }),
    success_url: pageUrl.openapi({
      description: "This board's success page; `{CHECKOUT_SESSION_ID}` is filled in by Stripe.",
    }),
    cancel_url: pageUrl,
  })
  .strict();
export type FeaturedCheckoutInput = z.infer<typeof featuredCheckoutBody>;

export const checkoutStatusBody = z
  .object({ session_id: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, 'invalid') })
  .strict();
