import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { readApiEnv } from '@jobboard/api/env';
import { mailSettings, type MailSettings } from '@jobboard/api/services/mail/mail-settings';

let settings: MailSettings | undefined;

/**
 * The board's public origin for absolute URLs (sitemap, JSON-LD, canonical links): the same
 * rule as mail links, the board's configured origin in production and PUBLIC_ORIGIN outside it,
 * and never the request's Host header.
 */
export function publicOrigin(board: BoardConfig): string {
  settings ??= mailSettings(readApiEnv());
  return settings.origin(board);
}
