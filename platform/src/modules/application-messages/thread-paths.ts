import { apiPath } from '@jobboard/api/contracts/api-paths';

/** Whose thread: the team's, through the offer, or the candidate's own application. */
export type ThreadTarget =
  | { side: 'employer'; board: string; offerId: number; applicationId: number }
  | { side: 'candidate'; board: string; applicationId: number };

/** The thread's path (GET it, POST to it) and its read path, in the page's language. */
export function threadPaths(
  target: ThreadTarget,
  locale: string,
): { thread: string; read: string } {
  const lg = { lg: locale };
  if (target.side === 'employer') {
    const params = { board: target.board, id: target.offerId, applicationId: target.applicationId };
    return {
      thread: apiPath(
        '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages',
        params,
        lg,
      ),
      read: apiPath(
        '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/messages/read',
        params,
        lg,
      ),
    };
  }
  const params = { board: target.board, id: target.applicationId };
  return {
    thread: apiPath('/jobboard/{board}/user/applications/{id}/messages', params, lg),
    read: apiPath('/jobboard/{board}/user/applications/{id}/messages/read', params, lg),
  };
}
