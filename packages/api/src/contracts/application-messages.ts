import { z } from '@hono/zod-openapi';
import { messageSenders } from '@jobboard/db/schema/hiring';
import type { ValidationMessageKey } from './validation-messages';

const msg = (key: ValidationMessageKey) => ({ error: key });

export const APPLICATION_MESSAGE_MAX_LENGTH = 2_000;

/** A message of the thread: plain text, never markup. */
export const messageInputSchema = z.object({
  body: z
    .string(msg('required'))
    .trim()
    .min(1, msg('required'))
    .max(APPLICATION_MESSAGE_MAX_LENGTH, msg('thread_message_too_long')),
});
export type MessageInput = z.output<typeof messageInputSchema>;

export const threadMessageSchema = z
  .object({
    id: z.number().int(),
    from: z.enum(messageSenders),
    /** Whether the reader wrote it (for a team: anyone of the team). */
    mine: z.boolean(),
    /** Who wrote it, as they were named; null for the team's messages as the candidate sees them. */
    author: z.string().nullable(),
    body: z.string(),
    created_at: z.string(),
    /** When the other side opened the thread after it arrived; null while unread. */
    read_at: z.string().nullable(),
  })
  .openapi('ApplicationMessage');
export type ThreadMessageDto = z.infer<typeof threadMessageSchema>;

export const messageThreadSchema = z
  .object({
    messages: z.array(threadMessageSchema),
    /** Messages from the other side the reader has not opened. */
    unread: z.number().int(),
    /** A withdrawn application (or a deleted candidate): read, no longer written to. */
    read_only: z.boolean(),
  })
  .openapi('ApplicationMessageThread');
export type MessageThreadDto = z.infer<typeof messageThreadSchema>;
