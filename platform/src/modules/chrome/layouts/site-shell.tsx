import type { ReactNode } from 'react';
import { SessionHint } from '@/modules/session';
import { EmailConfirmationAlertSlot } from './email-confirmation-alert-slot';
import { FullFooter } from '../footer/full-footer';
import { ShellFrame } from './shell-frame';
import type { HeaderVariant } from '../header/site-header';
import { AttributeSlugsProvider } from '../language/attribute-slugs-context';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';

/**
 * Spec section 2, default layout: header, the unconfirmed e-mail alert's place, the page,
 * footer and cookie banner. The header follows the session.
 */
export function SiteShell({
  children,
  header,
  attributeSlugs = [],
}: {
  children: ReactNode;
  /** The server's first-paint header variant (from the session cookie). */
  header: HeaderVariant;
  /** For the language switcher's link on landing and category pages (boardAttributeSlugs). */
  attributeSlugs?: readonly AttributeSlugs[];
}) {
  return (
    <SessionHint signedIn={header.kind !== 'visitor'}>
      <AttributeSlugsProvider slugs={attributeSlugs}>
        <ShellFrame
          header={header}
          notices={<EmailConfirmationAlertSlot />}
          footer={<FullFooter />}
        >
          {children}
        </ShellFrame>
      </AttributeSlugsProvider>
    </SessionHint>
  );
}
