import type { Context, MiddlewareHandler } from 'hono';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { resolveBoard, type ResolveOptions } from '@jobboard/tenancy/resolve-board';
import type { AppEnv, ServiceContext } from '../context';
import { DomainError } from '../errors';

/**
 * Resolves the board from the Host header only (architecture: never from anything else a client
 * sets). Requests from a host no board serves keep going: board-less endpoints still answer.
 */
export function boardMiddleware(
  boards: readonly BoardConfig[],
  options: ResolveOptions,
): MiddlewareHandler<AppEnv> {
  const keys = boards.map((b) => b.key);
  return async (c, next) => {
    c.set('boardKeys', keys);
    c.set('board', resolveBoard(boards, c.req.header('host'), options));
    await next();
  };
}

/**
 * The request's board, checked against a `{board}` path segment when the route has one: a path
 * naming another board is a 404, so no endpoint can be pointed at another board's data.
 */
export function requestBoard(c: Context<AppEnv>, pathBoard?: string): BoardConfig {
  const board = c.get('board');
  if (!board || (pathBoard !== undefined && pathBoard !== board.key)) throw DomainError.notFound();
  return board;
}

export function serviceContext(c: Context<AppEnv>, pathBoard?: string): ServiceContext {
  const board = requestBoard(c, pathBoard);
  return { db: c.get('deps').db, board: board.key, locale: c.get('locale') };
}
