/**
 * Spec section 2: while signed in with an unconfirmed e-mail, an alert with a Resend button
 * (then a success alert) shows here. Authentication does not exist yet, so it renders nothing;
 * the auth issue fills this component and leaves the layouts alone.
 */
export function EmailConfirmationAlertSlot() {
  return null;
}
