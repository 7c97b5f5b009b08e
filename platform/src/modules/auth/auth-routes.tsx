import { pageRoute } from '@/modules/page-routes/server';
import { toSessionAccount } from '@/modules/session/server';
import { EmailConfirmation } from './confirmation/email-confirmation';
import { EmployerProfile } from './employer-profile/employer-profile';
import { ResetPasswordForm } from './password/reset-password-form';

/**
 * The account pages' routes; route files re-export one each. Token pages read the optional
 * catch-all `token` segment as [selector, token]. Sign-in, registration and forgotten password
 * have files of their own (login-routes.tsx).
 */
function linkParts(params: Record<string, string | string[]>) {
  const parts = params.token;
  const [selector, token] = Array.isArray(parts) ? parts : [];
  return { selector, token };
}

export const resetPasswordRoute = pageRoute(
  'resetPassword',
  '/reset-password/[[...token]]',
  ({ params }) => <ResetPasswordForm {...linkParts(params)} />,
);
export const emailConfirmationRoute = pageRoute(
  'emailConfirmation',
  '/email-confirmation/[[...token]]',
  ({ params }) => <EmailConfirmation {...linkParts(params)} />,
);

export const employerProfileRoute = pageRoute(
  'employerProfile',
  '/employer/profile',
  async ({ session }) => session && <EmployerProfile user={await toSessionAccount(session)} />,
  { access: 'employer' },
);
