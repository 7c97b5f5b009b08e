import type { BoardConfig } from '@jobboard/tenancy/board-config';

export interface ShareTexts {
  subject: string;
  body: string;
}

/**
 * Where each share button goes. Facebook's share dialog names the board's app when it has one
 * (its shares are then counted for the app); without one, the plain sharer does the same job.
 */
export function shareLinks(board: BoardConfig, url: string, mail: ShareTexts) {
  const facebook = board.fbAppId
    ? `https://www.facebook.com/dialog/share?${new URLSearchParams({
        app_id: board.fbAppId,
        display: 'page',
        href: url,
        redirect_uri: url,
      })}`
    : `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`;
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`,
    facebook,
    // mailto wants %20 for spaces (URLSearchParams' + would show as-is in most mail clients).
    email: `mailto:?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.body)}`,
  };
}
