import { UnconfirmedEmailAlert } from '@/modules/auth';

/**
 * Spec section 2: while signed in with an unconfirmed e-mail, an alert with a Resend button
 * (then a success alert) shows here, between the header and the page.
 */
export function EmailConfirmationAlertSlot() {
  return <UnconfirmedEmailAlert />;
}
