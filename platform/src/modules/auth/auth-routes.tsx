import { pageRoute } from '@/modules/page-routes/server';
import { toSessionAccount } from '@/modules/session/server';
import { EmailConfirmation } from './email-confirmation';
import { EmployerProfile } from './employer-profile';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

/**
 * The account pages' routes; route files re-export one each. Token pages read the optional
 * catch-all `token` segment as [selector, token].
 */
function linkParts(params: Record<string, string | string[]>) {
  const parts = params.token;
  const [selector, token] = Array.isArray(parts) ? parts : [];
  return { selector, token };
}

const candidateGuest = { guestOnly: 'jobboard' } as const;
const employerGuest = { guestOnly: 'ats' } as const;

export const loginRoute = pageRoute(
  'login',
  '/login',
  () => <LoginForm kind="jobboard" />,
  candidateGuest,
);
export const registerRoute = pageRoute(
  'register',
  '/register',
  () => <RegisterForm kind="jobboard" />,
  candidateGuest,
);
export const forgotPasswordRoute = pageRoute(
  'forgotPassword',
  '/forgot-password',
  () => <ForgotPasswordForm kind="jobboard" />,
  candidateGuest,
);

export const employerLoginRoute = pageRoute(
  'employerLogin',
  '/employer/login',
  () => <LoginForm kind="ats" />,
  employerGuest,
);
export const employerRegisterRoute = pageRoute(
  'employerRegister',
  '/employer/register',
  () => <RegisterForm kind="ats" />,
  employerGuest,
);
export const employerForgotPasswordRoute = pageRoute(
  'employerForgotPassword',
  '/employer/forgot-password',
  () => <ForgotPasswordForm kind="ats" />,
  employerGuest,
);

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
