import { pageRoute } from '@/modules/page-routes/server';
import { candidateGuest, employerGuest } from '../guest-access';
import { ForgotPasswordForm } from './forgot-password-form';

// Apart from the other account routes: see login-routes.tsx.
export const forgotPasswordRoute = pageRoute(
  'forgotPassword',
  '/forgot-password',
  ({ locale }) => <ForgotPasswordForm kind="jobboard" locale={locale} />,
  candidateGuest,
);
export const employerForgotPasswordRoute = pageRoute(
  'employerForgotPassword',
  '/employer/forgot-password',
  ({ locale }) => <ForgotPasswordForm kind="ats" locale={locale} />,
  employerGuest,
);
