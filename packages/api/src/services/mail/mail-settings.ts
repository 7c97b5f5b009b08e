import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { ApiEnv } from '../../env';

/** Per-board sender and link origin, decided by configuration and never by a request. */
export interface MailSettings {
  from(board: BoardConfig): string;
  /** Origin of every link and image in a mail (never the request's Host header). */
  origin(board: BoardConfig): string;
}

export function mailSettings(
  env: Pick<ApiEnv, 'production' | 'mailFrom' | 'publicOrigin' | 'port'>,
): MailSettings {
  return {
    from(board) {
      const address = env.mailFrom ?? `no-reply@${board.hostnames[0] ?? 'localhost'}`;
      // Quotes in a display name would break the header: the board name is ours, but be safe.
      return `"${board.name[board.defaultLocale].replace(/["\\]/g, '')}" <${address}>`;
    },
    origin(board) {
      if (env.production) return board.origin;
      return env.publicOrigin
        .replaceAll('{board}', board.key)
        .replaceAll('{port}', String(env.port))
        .replace(/\/+$/, '');
    },
  };
}
