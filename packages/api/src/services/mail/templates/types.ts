import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { z } from 'zod';
import type { MailAttachment } from '../../../adapters/mail/transport';

export interface MailContext {
  board: BoardConfig;
  locale: Locale;
  /** Where links and images point; see MailSettings.origin. */
  origin: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Extra header fields, e.g. RFC 8058 List-Unsubscribe on digests. */
  headers?: Record<string, string>;
  /** Files rendered from the payload at send time (nothing but the payload is stored). */
  attachments?: MailAttachment[];
}

/** One mail: its payload contract (checked again at send time) and its renderer. */
export interface MailTemplate<P> {
  payload: z.ZodType<P>;
  render(ctx: MailContext, payload: P): RenderedMail;
}
