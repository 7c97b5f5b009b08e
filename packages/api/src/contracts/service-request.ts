import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });

/**
 * An employer's request for the board's recruitment or staffing service. Who asks (name, e-mail,
 * team) comes from the session, never from the body.
 */
export const serviceRequestSchema = z.object({
  phone: z.string().trim().max(40, msg('phone_invalid')).default(''),
  message: z
    .string()
    .trim()
    .min(1, msg('required'))
    .min(10, msg('message_too_short'))
    .max(5000, msg('message_too_long')),
});

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>;
export type ServiceRequest = z.output<typeof serviceRequestSchema>;
