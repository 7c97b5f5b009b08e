import type { BoardConfig } from '@jobboard/tenancy/board-config';

export type AdServer = NonNullable<BoardConfig['adServer']>;

type AdEnv = Readonly<Record<string, string | undefined>>;

/**
 * The board's ad server as this deployment reaches it. AD_SERVER_SCRIPT_URL moves every
 * configured server's script elsewhere (a staging ad server, the e2e's local one) without
 * touching board files; a board without an ad server stays without.
 */
export function adServerOf(
  board: Pick<BoardConfig, 'adServer'>,
  env: AdEnv = process.env,
): AdServer | null {
  if (!board.adServer) return null;
  const override = env.AD_SERVER_SCRIPT_URL;
  if (!override) return board.adServer;
  const url = new URL(override);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`AD_SERVER_SCRIPT_URL must be an http(s) URL, got ${override}`);
  return { ...board.adServer, scriptUrl: url.href };
}

/** The origin the page CSP lets scripts load from for this board's ads, if it has any. */
export function adScriptSource(
  board: Pick<BoardConfig, 'adServer'> | null,
  env: AdEnv = process.env,
): string | null {
  const server = board ? adServerOf(board, env) : null;
  return server ? new URL(server.scriptUrl).origin : null;
}
