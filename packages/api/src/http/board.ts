import type { Context, MiddlewareHandler } from 'hono';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { AppEnv, Runtime, ServiceContext } from '../context';
import { DomainError } from '../errors';
import { noteRequestBoard } from '../logging/request-context';

/**
 * Resolves the board from the Host header only (architecture: never from anything else a client
 * sets). Requests from a host no board serves keep going: board-less endpoints still answer.
 */
export function boardMiddleware(
  runtime: Pick<Runtime, 'boards' | 'boardOf'>,
): MiddlewareHandler<AppEnv> {
  const keys = runtime.boards.map((b) => b.key);
  return async (c, next) => {
    c.set('boardKeys', keys);
    const board = runtime.boardOf(c.req.header('host'));
    c.set('board', board);
    if (board) noteRequestBoard(board.key);
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
  return { db: c.get('runtime').db, board: board.key, locale: c.get('locale') };
}
