import type { BoardConfig } from '@jobboard/tenancy/board-config';

export type AdServer = NonNullable<BoardConfig['adServer']>;

/**
 * The origin the page CSP lets scripts load from for this board's ads, if it has one. The board
 * is the runtime's (deployment overrides such as AD_SERVER_SCRIPT_URL already applied).
 */
export function adScriptSource(board: Pick<BoardConfig, 'adServer'> | null): string | null {
  return board?.adServer ? new URL(board.adServer.scriptUrl).origin : null;
}
