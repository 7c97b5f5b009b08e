import type { Context } from 'hono';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { resolveBoard } from '@jobboard/tenancy/resolve-board';
import type { AppEnv } from '../context';
import { ApiError } from './errors';

/** The board of the request's Host, the same way the site resolves it; 404 when none. */
export function requestBoard(c: Context<AppEnv>): BoardConfig {
  const { boards, env } = c.get('deps');
  const board = resolveBoard(boards, c.req.header('host'), {
    defaultBoard: env.defaultBoard,
    production: env.production && !env.allowUnknownHosts,
  });
  if (!board) throw ApiError.notFound();
  return board;
}

/** For `/jobboard/{board}/...` routes: the path's board must be the Host's board. */
export function pathBoard(c: Context<AppEnv>, key: string): BoardConfig {
  const board = requestBoard(c);
  if (board.key !== key) throw ApiError.notFound();
  return board;
}
