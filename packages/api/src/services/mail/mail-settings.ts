import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { ApiEnv } from '../../env';

/** Per-board sender and link origin, decided by configuration and never by a request. */
export interface MailSettings {
  from(board: BoardConfig): string;
  /** Origin of every link and image in a mail (never the request's Host header). */
  origin(board: BoardConfig): string;
}

export const localOriginPattern = 'http://{board}.localhost:{port}';

export function mailSettings(
  env: Pick<ApiEnv, 'production' | 'mailFrom' | 'publicOrigin' | 'port' | 'smtpUrl'>,
): MailSettings {
  /*
   * The board's real origin only for mail that really leaves: production with SMTP. Mail kept in
   * the dev mailbox is read on this machine (a local production build in e2e too), so its links
   * must open this instance. PUBLIC_ORIGIN, when set, always wins (staging, tunnels).
   */
  const pattern =
    env.publicOrigin ?? (env.production && env.smtpUrl ? undefined : localOriginPattern);
  return {
    from(board) {
      const address = env.mailFrom ?? `no-reply@${board.hostnames[0] ?? 'localhost'}`;
      // Quotes in a display name would break the header: the board name is ours, but be safe.
      return `"${board.name[board.defaultLocale].replace(/["\\]/g, '')}" <${address}>`;
    },
    origin(board) {
      if (!pattern) return board.origin;
      return pattern.replaceAll('{board}', board.key).replaceAll('{port}', String(env.port));
    },
  };
}
