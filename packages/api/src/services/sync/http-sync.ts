import { DomainError } from '../../errors';
import { type SyncAdapter, type SyncReport } from './sync-adapter';

const TIMEOUT_MS = 10_000;

/**
 * Sync through the applicant-tracking app: `POST {url}/sync/{kind}` with the shared secret as a
 * bearer token and `{user_id, team_id, board}`; it answers `{checked, repaired}`. Anything else
 * (down, slow, a non-2xx) is a 503 for our caller, whose front end only logs it.
 */
export function httpSync(config: { url: string; secret: string }): SyncAdapter {
  return {
    name: 'http',
    async sync(_db, kind, scope): Promise<SyncReport> {
      const target = new URL(
        `sync/${kind}`,
        config.url.endsWith('/') ? config.url : `${config.url}/`,
      );
      let res: Response;
      try {
        res = await fetch(target, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.secret}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            user_id: scope.userId,
            team_id: scope.teamId,
            board: scope.board,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        console.error(`[sync] ${kind}: applicant-tracking app unreachable`, error);
        throw DomainError.unavailable();
      }
      if (!res.ok) {
        console.error(`[sync] ${kind}: applicant-tracking app answered ${res.status}`);
        throw DomainError.unavailable();
      }
      const body = (await res.json().catch(() => null)) as {
        checked?: unknown;
        repaired?: unknown;
      } | null;
      const count = (v: unknown) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0;
      return { kind, checked: count(body?.checked), repaired: count(body?.repaired) };
    },
  };
}
