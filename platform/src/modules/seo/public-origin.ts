import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { currentRuntime } from '@jobboard/api/runtime/current-runtime';
import { mailSettings } from '@jobboard/api/services/mail/mail-settings';

/**
 * The board's public origin for absolute URLs (sitemap, JSON-LD, canonical links): the same
 * rule as mail links, the board's configured origin in production and PUBLIC_ORIGIN outside it,
 * and never the request's Host header.
 */
export function publicOrigin(board: BoardConfig): string {
  return mailSettings(currentRuntime().env).origin(board);
}
