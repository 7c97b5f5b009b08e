import { withReturnPath } from './return-path';

/**
 * The login page's `session=ended`: a signed-in page sent the user there because their session
 * ended under it (issue 46 item 17), and the page says so. Apart from return-path.ts, which the
 * sign-in pages' islands load: these bytes are for the signed-in pages only.
 */
export const SESSION_PARAM = 'session';
export const SESSION_ENDED = 'ended';

/** The login path for a user whose session ended on `returnTo`: back there once signed in. */
export function sessionEndedLogin(loginPath: string, returnTo: string | null | undefined): string {
  const url = withReturnPath(loginPath, returnTo);
  return `${url}${url.includes('?') ? '&' : '?'}${SESSION_PARAM}=${SESSION_ENDED}`;
}
