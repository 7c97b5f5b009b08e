import { notFound } from 'next/navigation';
import { resolveBoard as resolveIn } from '@jobboard/tenancy/resolve-board';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { readHostEnv, type HostEnv } from '@jobboard/tenancy/host-env';
import { boards as configured } from '@jobboard/tenants/registry';
import { adServerOf } from '@/modules/ads/server';

let served: readonly BoardConfig[] | undefined;

/** The boards as this deployment serves them: the ad server where AD_SERVER_SCRIPT_URL says. */
function boards(): readonly BoardConfig[] {
  served ??= configured.map((b) => ({ ...b, adServer: adServerOf(b) }));
  return served;
}

export function findBoard(key: string): BoardConfig | null {
  return boards().find((b) => b.key === key) ?? null;
}

let hostEnv: HostEnv | undefined;

/**
 * Host -> board, for the proxy (once per request) and the two files it does not route
 * (robots.txt, sitemap.xml). Everything after the proxy reads the `[board]` route param.
 */
export function boardForHost(host: string | null): BoardConfig | null {
  hostEnv ??= readHostEnv();
  return resolveIn(boards(), host, hostEnv.resolveOptions);
}

/** For server components: the board of the internal /{board}/... segment the proxy rewrote to. */
export function requireBoard(key: string): BoardConfig {
  const board = findBoard(key);
  if (!board) notFound();
  return board;
}
