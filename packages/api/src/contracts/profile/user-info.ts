import { z } from '@hono/zod-openapi';
import { nameField, phoneField } from '../auth';

const msg = (key: string) => ({ error: key });

/**
 * POST /jobboard/{board}/user/info. The location is a place id from the place search: the
 * server resolves it again, so coordinates never come from the client.
 */
export const userInfoSchema = z
  .object({
    first_name: nameField,
    last_name: nameField,
    phone_number: phoneField,
    language: z.enum(['fr', 'en'], msg('invalid')),
    work_permit: z.boolean(msg('invalid')),
    temporary_work: z.boolean(msg('invalid')),
    /** Absent keeps the location, null clears it, an id sets it. */
    place_id: z
      .string(msg('place_required'))
      .trim()
      .min(1, msg('place_required'))
      .max(320, msg('place_required'))
      .nullable()
      .optional(),
  })
  .openapi('UserInfo');
export type UserInfoInput = z.output<typeof userInfoSchema>;

export const placeQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
});

export const placeSchema = z
  .object({
    place_id: z.string(),
    label: z.string(),
    address: z.string(),
    country: z.string(),
    lat: z.number(),
    lng: z.number(),
  })
  .openapi('Place');
