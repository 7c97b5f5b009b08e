import type { ReactNode } from 'react';
import { AtsAlert } from './ats-alert';
import { AtsBanner } from './ats-banner';
import { EmailConfirmationAlertSlot } from './email-confirmation-alert-slot';
import { EmployerNotices } from './employer-notices';
import { ShellFrame } from './shell-frame';
import { SimpleFooter } from '../footer/simple-footer';
import type { HeaderVariant } from '../header/site-header';
import { SessionEndRedirect } from '@/modules/session';

/**
 * Spec section 2, employer layout: header, the confirm-your-e-mail alert while unconfirmed (issue
 * 19 item 2), the applicant-tracking alert (unless the board turns
 * it off), the dashboard banner, the page and the simple footer.
 */
export function EmployerShell({
  children,
  header,
}: {
  children: ReactNode;
  /** The server's first-paint header variant (from the session cookie). */
  header: HeaderVariant;
}) {
  return (
    <ShellFrame
      header={header}
      notices={
        <EmployerNotices>
          <SessionEndRedirect to="employerLogin" />
          <EmailConfirmationAlertSlot />
          <AtsAlert />
          <AtsBanner />
        </EmployerNotices>
      }
      footer={<SimpleFooter />}
    >
      {children}
    </ShellFrame>
  );
}
