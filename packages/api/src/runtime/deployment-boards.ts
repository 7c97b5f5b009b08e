import type { BoardConfig } from '@jobboard/tenancy/board-config';

/**
 * The boards as this deployment serves them. AD_SERVER_SCRIPT_URL moves every configured ad
 * server's script elsewhere (a staging ad server, the e2e's local one) without touching board
 * files; a board without an ad server stays without.
 */
export function deploymentBoards(
  configured: readonly BoardConfig[],
  overrides: { adServerScriptUrl: string | undefined },
): readonly BoardConfig[] {
  const { adServerScriptUrl } = overrides;
  if (!adServerScriptUrl) return configured;
  return configured.map((board) =>
    board.adServer
      ? { ...board, adServer: { ...board.adServer, scriptUrl: adServerScriptUrl } }
      : board,
  );
}
