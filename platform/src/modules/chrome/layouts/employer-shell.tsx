import type { ReactNode } from 'react';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { SessionEndRedirect } from '@/modules/session';
import { footerTexts } from '../footer/footer-texts';
import { SimpleFooter } from '../footer/simple-footer';
import { SessionHeader } from '../header/session-header';
import type { HeaderVariant } from '../header/site-header';
import { AtsAlert } from './ats-alert';
import { AtsBanner } from './ats-banner';
import { EmailConfirmationAlertSlot } from './email-confirmation-alert-slot';
import { EmployerNotices } from './employer-notices';
import { ShellFrame } from './shell-frame';
import { shellTexts } from './shell-texts';

/**
 * Spec section 2, employer layout: header, the confirm-your-e-mail alert while unconfirmed (issue
 * 19 item 2), the applicant-tracking alert (unless the board turns
 * it off), the dashboard banner, the page and the simple footer. Rendered inside AppProviders
 * (the employer layout): the header follows the session on the client.
 */
export async function EmployerShell({
  board,
  locale,
  children,
  header,
}: {
  board: BoardConfig;
  locale: Locale;
  children: ReactNode;
  /** The server's first-paint header variant (from the session cookie). */
  header: HeaderVariant;
}) {
  const [texts, footer] = await Promise.all([shellTexts(locale), footerTexts(board, locale)]);
  return (
    <ShellFrame
      texts={texts}
      header={<SessionHeader initial={header} />}
      notices={
        <EmployerNotices>
          <SessionEndRedirect to="employerLogin" />
          <EmailConfirmationAlertSlot />
          <AtsAlert />
          <AtsBanner />
        </EmployerNotices>
      }
      footer={<SimpleFooter board={board} locale={locale} texts={footer} />}
    >
      {children}
    </ShellFrame>
  );
}
