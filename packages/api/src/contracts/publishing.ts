import { z } from '@hono/zod-openapi';
import { boardPathParam, idSchema } from './common';

export const publishParams = z.object({ board: boardPathParam, id: idSchema });

const boardList = z
  .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
  .max(20)
  .optional()
  .openapi({ description: 'Board keys; default: this board.' });

export const publishBody = z
  .object({
    boards: boardList,
    use_credit: z.boolean().optional().openapi({
      description:
        'Whether a posting credit may pay a paid board (default true); false: 409 `payment_required` instead, for paying by card.',
    }),
  })
  .strict();
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

export const packageParams = z.object({ board: boardPathParam });

export const packageCheckoutBody = z
  .object({
    package: z
      .string()
      .min(1)
      .max(40)
      .openapi({ description: "A key of the board's `postingPackages` (`pack-5`)." }),
    success_url: pageUrl.openapi({
      description: "This board's success page; `{CHECKOUT_SESSION_ID}` is filled in by Stripe.",
    }),
    cancel_url: pageUrl,
  })
  .strict();
export type PackageCheckoutInput = z.infer<typeof packageCheckoutBody>;
