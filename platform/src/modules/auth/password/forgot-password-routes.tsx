import { pageRoute } from '@/modules/page-routes/server';
import { candidateGuest, employerGuest } from '../guest-access';
import { ForgotPasswordForm } from './forgot-password-form';

// Apart from the other account routes: see login-routes.tsx.
export const forgotPasswordRoute = pageRoute(
  'forgotPassword',
  '/forgot-password',
  ({ board, locale }) => <ForgotPasswordForm kind="jobboard" board={board} locale={locale} />,
  candidateGuest,
);
export const employerForgotPasswordRoute = pageRoute(
  'employerForgotPassword',
  '/employer/forgot-password',
  ({ board, locale }) => <ForgotPasswordForm kind="ats" board={board} locale={locale} />,
  employerGuest,
);
